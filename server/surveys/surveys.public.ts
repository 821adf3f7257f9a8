/**
 * The surveys area's public face (docs/adding-an-area.md): a delivered leg's invitation (the order legs' transition
 * effects) and the code a leg's bill of lading prints (condition reports).
 */
export { inviteToSurvey } from './surveys.invite';
export { printedSurveyCode, surveyCodeOf } from './surveys.tokens';
