/*
 * The module every page loads: it asks for the enhancements only once the page has painted, so
 * their download and start never hold up the first paint of a page that is whole without them.
 */
requestAnimationFrame(() => setTimeout(() => void import('./index')))
