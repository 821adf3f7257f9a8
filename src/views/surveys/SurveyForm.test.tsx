import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SurveyForm } from './SurveyForm';
import { SURVEY_FORM_EMPTY, surveyAnswerOf, toggledTags } from './surveyAnswerForm';

// The unit project runs in Node (no DOM): the form is rendered to HTML and read back by its legends, labels and
// roles; what a submit sends is what surveyAnswerOf answers for the form's values.
const html = renderToStaticMarkup(<SurveyForm driverFirstName="Dale" send={async () => null} />);
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the delivery survey form', () => {
  it('asks a rating from 1 to 5 as one radio group, the six driver tags by the driver’s name, and a comment', () => {
    expect(text(html)).toContain('How was the delivery?');
    expect(html.match(/type="radio" name="rating"/g)).toHaveLength(5);
    for (const label of ['1 – Poor', '3 – Good', '5 – Excellent']) expect(text(html)).toContain(label);
    expect(text(html)).toContain('What did Dale do well?');
    expect(html.match(/type="checkbox" name="tags"/g)).toHaveLength(6);
    for (const label of ['Communicated well', 'Followed instructions', 'Friendly', 'On time', 'Presented well', 'Vehicle clean'])
      expect(html).toMatch(new RegExp(`<label for="[^"]+">${label}</label>`));
    expect(html).toMatch(/<label class="field-label" for="([^"]+)">Comment<\/label>.*<textarea[^>]*id="\1"/s);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Send my answer/s);
  });

  it('sends nothing without a rating: the rating field says why', () => {
    expect(surveyAnswerOf(SURVEY_FORM_EMPTY)).toEqual({ errors: { rating: ['Choose a rating from 1 to 5.'] } });
  });

  it('sends the chosen rating as a number, the ticked tags once each, and the comment trimmed (none when blank)', () => {
    const tags = toggledTags(toggledTags(toggledTags([], 'FRIENDLY', true), 'ON_TIME', true), 'FRIENDLY', false);
    expect(tags).toEqual(['ON_TIME']);
    expect(toggledTags(tags, 'ON_TIME', true)).toEqual(['ON_TIME']);
    expect(surveyAnswerOf({ rating: '2', tags, comment: '  Late, but kind.  ' })).toEqual({
      answer: { rating: 2, tags: ['ON_TIME'], comment: 'Late, but kind.' },
    });
    expect(surveyAnswerOf({ rating: '5', tags: [], comment: '   ' })).toEqual({ answer: { rating: 5, tags: [], comment: null } });
  });

  it('refuses a comment past 2,000 characters, as the server does', () => {
    expect(surveyAnswerOf({ rating: '4', tags: [], comment: 'x'.repeat(2001) })).toEqual({
      errors: { comment: ['The comment may not be greater than 2000 characters.'] },
    });
  });
});
