/** The not-found page's text (spec section 2); also its meta description in the route table. */
export const notFoundText = "The page you are looking for doesn't exist or has been moved"
