import { readFileSync } from "node:fs"
import react from "@vitejs/plugin-react"
import { defineConfig, type Plugin } from "vite"
import { compileMessagesSync } from "./i18n/compile.ts"
import { flowsPlugin } from "./scripts/flows-vite.ts"
import { prerenderPlugin } from "./scripts/prerender.ts"

/**
 * The site is in English (`<html lang="en">`), so react-aria's own strings (a hidden "Dismiss" button, a select's
 * placeholder, a slider's announcements) are kept in en-US only: its dictionaries fall back to en-US for any other
 * locale, and the 34 other languages stay out of the bundles (what react-aria's optimize-locales plugin does;
 * issue 13's first-visit budget).
 */
const englishOnlyAriaStrings = (): Plugin => ({
  name: "english-only-aria-strings",
  enforce: "pre",
  transform(code, id) {
    if (!/\/(react-aria|react-aria-components|react-stately)\/dist\/.*intlStrings\.mjs$/u.test(id)) return null
    const kept = code
      .split("\n")
      .filter((line) => !/^import \S+ from "[^"]*\/[a-z]{2}-[A-Z]{2}\.mjs";$/u.test(line) || line.includes("en-US"))
      .filter((line) => !/^\s*"[a-z]{2}-[A-Z]{2}": \S+,?$/u.test(line) || line.includes('"en-US"'))
      .join("\n")
    return { code: kept, map: null }
  }
})

/**
 * react-aria checks the browser's language tag with `Intl.DateTimeFormat.supportedLocalesOf`, which makes V8 list
 * every locale ICU has for dates on its first call: about 70 ms on a phone (Lighthouse's 4x slowdown), as the form
 * pages start. `Intl.getCanonicalLocales` refuses the same malformed tags (RangeError) without that list (0.2 ms), and
 * neither call's answer is used: only whether it throws. `e2e/startup-work.spec.ts` checks that the pages start
 * without the slow call.
 */
const cheapLocaleCheck = (): Plugin => ({
  name: "cheap-locale-check",
  enforce: "pre",
  transform(code, id) {
    if (!/\/(react-aria|react-stately)\/dist\/.*\.mjs$/u.test(id) || !code.includes("supportedLocalesOf")) return null
    return { code: code.replaceAll("Intl.DateTimeFormat.supportedLocalesOf(", "Intl.getCanonicalLocales("), map: null }
  }
})

/**
 * react-aria's smallest pieces that many lazy routes share (0.1-0.4 kB gzip each): Rolldown gives each its own chunk,
 * and the calculator and the apply form then preloaded 31 files, 15 of them under 1 kB. Together in one chunk (2 kB
 * gzip, which `/` does not load) they save the calculator and the apply form eight requests, a loan page two.
 */
const tinySharedModules =
  /\/node_modules\/(react-aria-components\/dist\/private\/(Autocomplete|SharedElementTransition|Heading|Text)|react-aria\/dist\/private\/(utils\/(useEvent|isScrollable|useSlot|useLabels)|visually-hidden\/VisuallyHidden)|react-stately\/dist\/private\/utils\/useControlledState)\.mjs$/u

/**
 * The form pieces the calculator and the apply form both render at once (react-aria's text field, radio group,
 * checkbox, labels, field errors and focus scope, with our wrappers in src/ui/): Rolldown splits them into about ten
 * chunks of 0.3-4 kB, each a request, and on Lighthouse's simulated 4G over six HTTP/1.1 connections every request
 * costs a round trip before the page's largest paint. One chunk for all of them; `/` loads none of it.
 */
const formModules =
  /\/node_modules\/(react-aria\/dist\/private\/(label|checkbox|toggle|radio|textfield|form)\/|react-aria\/dist\/private\/focus\/FocusScope|react-aria\/dist\/private\/i18n\/(utils|useDefaultLocale|I18nProvider)\.|react-aria\/dist\/private\/utils\/(shadowdom\/|useFormReset|getScrollParents|scrollIntoView|useDescription|keyboard|animation)|react-aria-components\/dist\/private\/(FieldError|Form|Checkbox|RadioGroup|TextField|Group|Input|TextArea)\.|react-stately\/dist\/private\/(form|toggle|radio|list)\/|@internationalized\/number\/dist\/private\/NumberFormatter)|\/src\/ui\/(FormField|TextField|RadioGroup)\.(tsx|css)$|\/src\/ui\/useToasts\.ts$/u

/** XState and its React binding: one chunk instead of two (the carousel on `/` loads it after the first paint). */
const xstateModules =
  /\/node_modules\/(xstate|@xstate\/react|use-isomorphic-layout-effect|use-sync-external-store\/(cjs\/use-sync-external-store-shim\/with-selector|shim\/with-selector))/u

/** The languages of i18n/project.inlang: the base (English) and the others. */
const inlang: { readonly baseLocale: string; readonly locales: ReadonlyArray<string> } = JSON.parse(
  readFileSync(new URL("./i18n/project.inlang/settings.json", import.meta.url), "utf8")
)

/**
 * One browser build per language (issue 15): APP_LOCALE (default the base, English) picks it; server/build.ts runs
 * one build for each. A language's build:
 * - answers at `/<locale>/` (Vite's base; the router's base follows it, src/root.tsx), English at `/`;
 * - has its language as a constant (`globalThis.__PARAGLIDE_STATIC_LOCALE__`, i18n/locale.ts), so every compiled
 *   message folds to its text in that language: the English build holds no word of Hindi, and the Hindi build no
 *   English but what Hindi lacks;
 * - says its language in `<html lang>`.
 */
const appLocale = process.env.APP_LOCALE ?? inlang.baseLocale
if (!inlang.locales.includes(appLocale)) throw new Error(`APP_LOCALE=${appLocale} is not a language of the site`)

/**
 * Each message is its own module (i18n/compile.ts), so a route's chunk carries only its own messages. In a language's
 * build each message module exports that language's text function itself, without the function that picks a
 * language at run time (its wrapper and its run-time `{ locale }` option cost about 15 bytes gzip a message, 4 kB on
 * `/`). `<html lang>` is the build's language.
 */
const ownLanguageMessages = (): Plugin => ({
  name: "own-language-messages",
  apply: "build",
  transform(code, id) {
    const key = /\/i18n\/paraglide\/messages\/([^/_][^/]*)\.js$/u.exec(id)?.[1]
    if (key === undefined) return null
    // The message is its text in this build's language (the base language's where that language lacks it): the
    // exported function that picks a language at run time goes, and with it its run-time `{ locale }` option.
    const own = code.includes(`const ${appLocale}_${key} =`) ? `${appLocale}_${key}` : `${inlang.baseLocale}_${key}`
    const at = code.indexOf(`export const ${key} =`)
    if (at < 0 || !code.includes(`const ${own} =`)) throw new Error(`unexpected compiled message: ${id}`)
    const kept = code.slice(0, at).replace(/^import .*runtime\.js['"];?$/mu, "")
    return { code: `${kept}export const ${key} = ${own}\n`, map: null }
  },
  transformIndexHtml: (html) => html.replace(/<html lang="[^"]*"/u, `<html lang="${appLocale}"`)
})

export default defineConfig(({ command }) => {
  // The catalogs compiled before anything imports them (i18n/compile.ts; about a second).
  compileMessagesSync()
  return {
    base: appLocale === inlang.baseLocale ? "/" : `/${appLocale}/`,
    define: command === "build" ? { "globalThis.__PARAGLIDE_STATIC_LOCALE__": JSON.stringify(appLocale) } : {},
    // The flow viewer and its live inspector: in dev and with FLOWS=1 only (docs/flows.md).
    // The prerender of public pages runs after the browser build (scripts/prerender.ts).
    plugins: [
      react(),
      englishOnlyAriaStrings(),
      cheapLocaleCheck(),
      ownLanguageMessages(),
      flowsPlugin(),
      prerenderPlugin()
    ],
    build: {
      // public/ (icons, pictures; 220 kB) in every language's build: a page under /hi/ names /hi/favicon.svg.
      outDir: "dist",
      target: "es2022",
      sourcemap: false,
      assetsInlineLimit: 2048,
      // The prerender reads it to preload each route's own chunks.
      manifest: true,
      // Everything the entry imports statically (React, react-dom, the shell, its react-aria parts) in the entry's own
      // chunk: one request on every first visit instead of seven (Rolldown split them into shared chunks because lazy
      // routes import them too). Lighthouse's simulated 4G pays a round trip per request over six connections.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: "app", tags: ["$initial"], priority: 2 },
              { name: "small-shared", test: tinySharedModules, priority: 1 },
              { name: "forms", test: formModules, priority: 1 },
              { name: "xstate", test: xstateModules, priority: 1 }
            ]
          }
        }
      }
    }
  }
})
