// HarfBuzz's font subsetter (hb-subset), from Debian's libharfbuzz-dev:
// keeps only the glyphs a site draws, and their layout rules.
#include <hb.h>
#include <hb-subset.h>
