// renameat2 is a GNU extension that Swift's Glibc module does not expose,
// hence this one-function C target.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include "CFileSystem.h"

int sitegen_exchange_paths(const char *first, const char *second) {
#if defined(__linux__) && defined(RENAME_EXCHANGE)
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#else
    (void)first; (void)second;
    errno = ENOSYS;
    return -1;
#endif
}
