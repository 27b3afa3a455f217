#include "CWOFF2.h"
#include <woff2/encode.h>

size_t sitegen_woff2_max_size(const uint8_t *font, size_t length) {
    return woff2::MaxWOFF2CompressedSize(font, length);
}

int sitegen_woff2_encode(const uint8_t *font, size_t length, uint8_t *output, size_t *output_length, int quality) {
    woff2::WOFF2Params parameters;
    parameters.brotli_quality = quality;
    return woff2::ConvertTTFToWOFF2(font, length, output, output_length, parameters) ? 1 : 0;
}
