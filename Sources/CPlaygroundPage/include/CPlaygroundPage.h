#ifndef CPLAYGROUNDPAGE_H
#define CPLAYGROUNDPAGE_H

#include <stddef.h>

/// One file of the playground's page, as the C compiler embedded it: its
/// bytes and how many there are.
typedef struct {
    const unsigned char *bytes;
    size_t size;
} rl_page_file;

/// Sources/RespondPlayground/Page/index.html.
rl_page_file rl_page_index_html(void);
/// Sources/RespondPlayground/Page/playground.css.
rl_page_file rl_page_playground_css(void);
/// Sources/RespondPlayground/Page/playground.js.
rl_page_file rl_page_playground_js(void);

#endif
