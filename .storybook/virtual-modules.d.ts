declare module 'virtual:visual-references' {
  /** Every approved screenshot in the built Storybook's `visual-references/` folder. */
  // An ambient module cannot import by a relative path, and a top-level import would make this
  // file a module (the declaration would then augment a module that does not exist).
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const references: import('./references').Reference[];
  export default references;
}
