/**
 * A GraphQL Code Generator preset: one module per schema enum, `<dir>/<Enum>.ts` holding
 * `export const Enum = { VALUE: 'VALUE', … } as const`, the union type `Enum` and `EnumValues` (every value, a tuple
 * for lists and `z.enum`), and `<dir>/index.ts` re-exporting the enums (for the generated types' imports). One
 * module each because a bundler splits by module: a page then loads the enums its own code uses, not every enum
 * that some other page uses (a single enums module would be one shared chunk).
 */
const isEnum = (type) => Object.prototype.toString.call(type) === '[object GraphQLEnumType]' && !type.name.startsWith('__');

const comment = (text) => (text ? `/** ${text.replace(/\*\//g, '*\\/').replace(/\n/g, ' ')} */\n` : '');

const enumModule = (type) => {
  const values = type.getValues();
  const doc = (value) => comment(value.description).replace(/\n$/, '\n  ');
  return [
    `${comment(type.description)}export const ${type.name} = {`,
    ...values.map((value) => `  ${doc(value)}${value.name}: '${value.name}',`),
    '} as const;',
    '',
    `export type ${type.name} = (typeof ${type.name})[keyof typeof ${type.name}];`,
    '',
    `/** Every ${type.name}, in schema order. */`,
    `export const ${type.name}Values = [${values.map((value) => `'${value.name}'`).join(', ')}] as const;`,
    '',
  ].join('\n');
};

/** An output whose content is fixed text (the preset has done the work; codegen only writes the file). */
const fixed = (options, filename, content) => ({
  filename,
  plugins: [{ fixed: {} }],
  pluginMap: { fixed: { plugin: () => content } },
  schema: options.schema,
  schemaAst: options.schemaAst,
  documents: [],
  config: {},
  pluginContext: options.pluginContext,
});

module.exports = {
  buildGeneratesSection: (options) => {
    const enums = Object.values(options.schemaAst.getTypeMap())
      .filter(isEnum)
      .sort((a, b) => a.name.localeCompare(b.name));
    const dir = options.baseOutputDir.replace(/\/?$/, '/');
    const index = enums.map((type) => `export { ${type.name} } from './${type.name}';\n`).join('');
    return [...enums.map((type) => fixed(options, `${dir}${type.name}.ts`, enumModule(type))), fixed(options, `${dir}index.ts`, index)];
  },
};
