#ifndef SITEGEN_CFILESYSTEM_H
#define SITEGEN_CFILESYSTEM_H

/// Atomically exchanges two existing paths (Linux renameat2 RENAME_EXCHANGE).
/// Returns 0 on success, -1 with errno set otherwise (e.g. ENOSYS, EINVAL on
/// file systems without support), so callers can fall back.
int sitegen_exchange_paths(const char *first, const char *second);

#endif
