/** The not-found page's text (spec section 2); also its meta description in the route table. */
import { m } from "../../i18n/paraglide/messages.js"

export const notFoundText = (): string => m.common_not_found_text()
