// Google's WOFF2 encoder (Debian's libwoff-dev, C++), behind two C functions
// Swift can call.
#ifndef SITEGEN_CWOFF2_H
#define SITEGEN_CWOFF2_H
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// At most how many bytes the WOFF2 of a font of `length` bytes takes.
size_t sitegen_woff2_max_size(const uint8_t *font, size_t length);

/// Compresses an OpenType or TrueType font into `output` (`*output_length`
/// bytes available; set to the bytes written). Brotli `quality` 0-11.
/// Returns 1 on success, 0 for a font the encoder cannot read.
int sitegen_woff2_encode(const uint8_t *font, size_t length, uint8_t *output, size_t *output_length, int quality);

/// Debian's libwoff2enc prints "Compressed N to M." to stderr on every
/// encode. Between these two calls C's `stderr` writes to /dev/null (file
/// descriptor 2, where sitegen prints its diagnostics, is left alone).
void sitegen_woff2_quiet_begin(void);
void sitegen_woff2_quiet_end(void);

#ifdef __cplusplus
}
#endif
#endif
