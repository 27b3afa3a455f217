// HarfBuzz, the text shaping engine Chromium uses, from Debian's libharfbuzz-dev.
#include <hb.h>
#include <hb-ot.h>

// Draws a glyph's outline through draw callbacks: hb_font_draw_glyph from
// HarfBuzz 7 on, hb_font_get_glyph_shape before (Debian bookworm has 6.0).
static inline void sitegen_hb_draw_glyph(hb_font_t *font, hb_codepoint_t glyph, hb_draw_funcs_t *funcs, void *data) {
#if HB_VERSION_ATLEAST(7, 0, 0)
    hb_font_draw_glyph(font, glyph, funcs, data);
#else
    hb_font_get_glyph_shape(font, glyph, funcs, data);
#endif
}
