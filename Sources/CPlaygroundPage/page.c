// The playground's page (HTML, CSS and JavaScript), embedded in the server's
// binary by the C compiler's #embed: the files stay plain files under
// Sources/RespondPlayground/Page/, read by the compiler as bytes. (As a Swift
// array literal, SwiftPM's `.embedInCode`, the page cost the optimizer over an
// hour of CPU in a release build.) The compiler lists the embedded files as
// dependencies, so an edited page file rebuilds this one.
#include "CPlaygroundPage.h"

// #embed is C23; clang accepts it in every C mode and would only say so.
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char index_html[] = {
#embed "../RespondPlayground/Page/index.html"
};
static const unsigned char playground_css[] = {
#embed "../RespondPlayground/Page/playground.css"
};
static const unsigned char playground_js[] = {
#embed "../RespondPlayground/Page/playground.js"
};

rl_page_file rl_page_index_html(void) { return (rl_page_file){ index_html, sizeof index_html }; }
rl_page_file rl_page_playground_css(void) { return (rl_page_file){ playground_css, sizeof playground_css }; }
rl_page_file rl_page_playground_js(void) { return (rl_page_file){ playground_js, sizeof playground_js }; }
