// GNU libmicrohttpd, the small embeddable HTTP/1.1 server, from Debian's
// libmicrohttpd-dev. Swift cannot call C's variadic functions, so starting a
// daemon and asking it for its port go through the two functions below.
#include <arpa/inet.h>
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <netinet/in.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <microhttpd.h>

// Decodes %xx in a request's path and arguments in place, as libmicrohttpd
// does by default, except %00: a NUL would cut the path short where C
// reads it, so it is left encoded for the server to refuse.
static inline size_t sitegen_http_unescape(void *context, struct MHD_Connection *connection, char *text) {
    (void)context;
    (void)connection;
    char *read = text, *write = text;
    while (*read != '\0') {
        if (read[0] == '%' && isxdigit((unsigned char)read[1]) && isxdigit((unsigned char)read[2]) && !(read[1] == '0' && read[2] == '0')) {
            char hex[3] = { read[1], read[2], '\0' };
            *write++ = (char)strtol(hex, NULL, 16);
            read += 3;
        } else {
            *write++ = *read++;
        }
    }
    *write = '\0';
    return (size_t)(write - text);
}

// Starts a daemon listening on `host` (an IPv4 or IPv6 literal) and `port`
// (0: any free port), with a thread per connection: a handler may block,
// which is how an event stream waits for its next event. NULL with errno set
// when the address is not a literal or the port cannot be bound.
static inline struct MHD_Daemon *sitegen_http_start(const char *host, uint16_t port, unsigned int connection_limit,
                                                    unsigned int idle_timeout_seconds,
                                                    MHD_AccessHandlerCallback handler, void *handler_context,
                                                    MHD_RequestCompletedCallback completed) {
    struct sockaddr_in ipv4;
    struct sockaddr_in6 ipv6;
    const struct sockaddr *address;
    unsigned int flags = MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | MHD_USE_ITC;
    memset(&ipv4, 0, sizeof ipv4);
    memset(&ipv6, 0, sizeof ipv6);
    if (inet_pton(AF_INET, host, &ipv4.sin_addr) == 1) {
        ipv4.sin_family = AF_INET;
        ipv4.sin_port = htons(port);
        address = (const struct sockaddr *)&ipv4;
    } else if (inet_pton(AF_INET6, host, &ipv6.sin6_addr) == 1) {
        ipv6.sin6_family = AF_INET6;
        ipv6.sin6_port = htons(port);
        address = (const struct sockaddr *)&ipv6;
        flags |= MHD_USE_IPv6;
    } else {
        errno = EINVAL;
        return NULL;
    }
    return MHD_start_daemon(flags, port, NULL, NULL, handler, handler_context,
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_CONNECTION_TIMEOUT, idle_timeout_seconds,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, NULL,
                            MHD_OPTION_LISTENING_ADDRESS_REUSE, (unsigned int)1,
                            MHD_OPTION_UNESCAPE_CALLBACK, sitegen_http_unescape, NULL,
                            MHD_OPTION_END);
}

// The port a daemon listens on (the one the system chose for port 0).
static inline uint16_t sitegen_http_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}
