/** The public "Is this really us?" page, linked from every e-mail and the site's footer (issue 27). */
export const IS_THIS_REALLY_US_PATH = '/is-this-really-us';
