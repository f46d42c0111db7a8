/**
 * The CSS values a block's properties may carry (D-27): `color` a hex code or a CSS colour name,
 * `fontSize` a CSS length. Nothing else reaches a stylesheet or a PDF: no functions (`url()`, `expression()`,
 * `var()`), no keywords beyond these, no `;`.
 */

/** The named colours of CSS Color Module Level 4 (the 148 names; grey and gray spellings both). */
const COLOUR_NAMES = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
    'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet ' +
    'deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ' +
    'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow ' +
    'lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
    'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen ' +
    'mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace ' +
    'olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred ' +
    'papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue ' +
    'saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey ' +
    'snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow ' +
    'yellowgreen'
  ).split(' '),
);

/** #rgb, #rgba, #rrggbb or #rrggbbaa. */
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A non-negative number with a CSS length unit (or a percentage of the inherited size); 0 alone too. */
const LENGTH = /^(?:0|(?:\d{1,4}(?:\.\d{1,4})?|\.\d{1,4})(?:px|em|rem|pt|pc|ex|ch|cm|mm|in|q|vw|vh|vmin|vmax|%))$/i;

export function isColour(value: string): boolean {
  return HEX.test(value) || COLOUR_NAMES.has(value.toLowerCase());
}

export function isCssLength(value: string): boolean {
  return LENGTH.test(value);
}

/** The colour names, for a renderer that needs to know them (a PDF library takes names or hex). */
export function isColourName(value: string): boolean {
  return COLOUR_NAMES.has(value.toLowerCase());
}
