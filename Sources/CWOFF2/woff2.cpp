#include "CWOFF2.h"
#include <woff2/encode.h>
#include <cstdio>

static FILE *saved_stderr = nullptr;

size_t sitegen_woff2_max_size(const uint8_t *font, size_t length) {
    return woff2::MaxWOFF2CompressedSize(font, length);
}

int sitegen_woff2_encode(const uint8_t *font, size_t length, uint8_t *output, size_t *output_length, int quality) {
    woff2::WOFF2Params parameters;
    parameters.brotli_quality = quality;
    return woff2::ConvertTTFToWOFF2(font, length, output, output_length, parameters) ? 1 : 0;
}

void sitegen_woff2_quiet_begin(void) {
    if (saved_stderr != nullptr) return;
    FILE *null_device = std::fopen("/dev/null", "w");
    if (null_device == nullptr) return;
    saved_stderr = stderr;
    stderr = null_device;
}

void sitegen_woff2_quiet_end(void) {
    if (saved_stderr == nullptr) return;
    std::fclose(stderr);
    stderr = saved_stderr;
    saved_stderr = nullptr;
}
