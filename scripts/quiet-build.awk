# Filters SwiftPM's output for scripts/build.sh (see there): progress lines
# ("[12/80] Compiling RespondCore View.swift", package fetching and resolving,
# "Building for production...") are drawn over each other on one line when
# tty=1, printed as they come otherwise; the linker's known warnings about a
# static executable are dropped; everything else (other warnings, every error,
# notes) is printed as it is. Run with -v tty=0|1 -v width=COLUMNS.

function progress(line) {
    if (tty != 1) { print line; fflush(); return }
    if (length(line) > width - 1) line = substr(line, 1, width - 2) "…"
    printf "\r\033[K%s", line
    fflush()
    drawn = 1
}

function plain(line) {
    if (drawn) { printf "\r\033[K"; drawn = 0 }
    print line
    fflush()
}

# glibc's and libedit's and Lua's calls of dlopen, getpwnam and the like, which
# a static executable can make only with the same glibc at run time: the
# program never makes them (no Lua C modules, no ~user names).
/: warning: Using '[^']*' in statically linked applications requires at runtime the shared libraries from the glibc version used for linking$/ { next }
# And glibc's link-time note on mktemp, which Foundation's static library
# references (swift-foundation's createTemporaryFile; it passes a unique name).
/: warning: the use of `mktemp' is dangerous, better use `mkstemp' or `mkdtemp'$/ { next }
/^\[[0-9]+\/[0-9]+\] / { progress($0); next }
/^(Fetching|Fetched|Computing|Computed|Creating working copy|Working copy|Updating|Updated|Resolving|Resolved) / { progress($0); next }
/^Building for (production|debugging)\.\.\.$/ { progress($0); next }
/^Build of product '[^']*' complete!/ { progress($0); next }
/^Build complete!/ { progress($0); next }
{ plain($0) }
END { if (drawn) printf "\r\033[K" }
