// HarfBuzz, the text shaping engine Chromium uses, from Debian's libharfbuzz-dev.
#include <hb.h>
#include <hb-ot.h>
