import "i18next"

declare module "i18next" {
  interface CustomTypeOptions {
    // Missing keys fall back to the key itself, never null.
    returnNull: false
  }
}
