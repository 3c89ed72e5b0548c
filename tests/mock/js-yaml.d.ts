// The one function of js-yaml (a devDependency without types of its own) the contract tests use.
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
