/** The class names that are set, joined with spaces: `classNames('button', primary && 'primary')`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
