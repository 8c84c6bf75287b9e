declare module 'virtual:visual-references' {
  /** Every approved screenshot in the built Storybook's `visual-references/` folder. */
  const references: import('./references').Reference[];
  export default references;
}
