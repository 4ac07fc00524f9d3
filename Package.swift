// swift-tools-version:6.1
import PackageDescription

// `scripts/run.sh` links the release program fully statically (faster
// start-up: docs/ARCHITECTURE.md, "Performance budgets"); it says so with
// RESPOND_LUA_STATIC=1 and builds with --static-swift-stdlib, which a static
// executable needs. Plain `swift build -c release` links as Swift programs
// usually do.
let fullyStatic = Context.environment["RESPOND_LUA_STATIC"] == "1"

// scripts/test.sh's AddressSanitizer pass says RESPOND_LUA_NO_PLAYGROUND=1: the
// package without the playground (RespondPlayground, respond-lua-play and the
// playground's tests), so that the sanitizer build does not compile Hummingbird
// and SwiftNIO, and the tests it runs are the engine's, the bridge's and the
// command line's. Every other build has the whole package.
let withPlayground = Context.environment["RESPOND_LUA_NO_PLAYGROUND"] != "1"

/// The playground's packages (see `withPlayground`).
var playgroundDependencies: [Package.Dependency] {
    [
        // HTTP and WebSockets for the playground's server (`respond-lua-play`)
        // only: Hummingbird 2 on SwiftNIO, without its optional traits (no
        // swift-configuration). NIO itself is named for its HTTP and WebSocket
        // handlers, which the server's door (PageDoor) sits among, swift-log to
        // keep the server quiet, swift-http-types for its answers' headers.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.14.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
    ]
}

/// The playground's targets (see `withPlayground`).
var playgroundTargets: [Target] {
    [
        // The playground's page: its HTML, CSS and JavaScript are plain files
        // under Sources/RespondPlayground/Page/, which the C compiler embeds
        // (#embed) in the server's binary: no Bundle, no file read at run time,
        // and no Swift array literal for the optimizer to chew on.
        .target(name: "CPlaygroundPage"),
        // The playground: a local web page on the live engine (`respond-lua play`).
        .target(
            name: "RespondPlayground",
            dependencies: [
                "RespondLua", "RespondCore", "CPlaygroundPage",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            exclude: ["Page"]
        ),
        // The playground's server, a program of its own that `respond-lua play`
        // and `respond-lua exercises play N` hand over to: Hummingbird brings
        // SwiftNIO, its threads and Foundation, which would make every
        // `respond-lua` run start slower and use more memory (docs/ARCHITECTURE.md, "Performance
        // budgets": 4 ms and 8 MB for an empty script). It also runs each page's engine
        // as a worker process of its own (the same program, `--engine-worker`).
        .executableTarget(
            name: "respond-lua-play",
            dependencies: [
                "RespondPlayground",
                "RespondCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ]
}

let package = Package(
    name: "respond-lua",
    products: [
        .executable(name: "respond-lua", targets: ["respond-lua"]),
        .library(name: "RespondCore", targets: ["RespondCore"]),
        .library(name: "RespondLua", targets: ["RespondLua"]),
    ] + (withPlayground ? [.executable(name: "respond-lua-play", targets: ["respond-lua-play"])] : []),
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ] + (withPlayground ? playgroundDependencies : []),
    targets: [
        // Debian's liblua5.4-dev (headers under /usr/include/lua5.4; the static
        // library is linked by CLuaShim).
        .systemLibrary(
            name: "CLua",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        // Debian's libedit (the prompt's line editing, history and completion),
        // linked statically by the executable.
        .systemLibrary(
            name: "CEdit",
            providers: [.apt(["libedit-dev"])]
        ),
        // Stand-ins for Lua's macros, the call trampoline, the message handler,
        // the instruction-count hook and the allocator. Lua is linked statically
        // (Debian's liblua5.4.a): no PLT indirection on every API call, and one
        // shared library less to load at start-up.
        .target(
            name: "CLuaShim",
            dependencies: ["CLua"],
            linkerSettings: [.unsafeFlags(["-Xlinker", "-l:liblua5.4.a", "-lm", "-ldl"])]
        ),
        // The engine: plain Swift, no Lua.
        .target(
            name: "RespondCore",
            swiftSettings: [
                // The engine is single-threaded (docs/ARCHITECTURE.md, "What the
                // engine promises"): runtime exclusivity checks cost about a
                // tenth of hit-testing time, and atomic reference counting about
                // a tenth of a tap, in release builds. Whoever drives an engine
                // from several threads must confine it to one.
                .unsafeFlags(["-enforce-exclusivity=unchecked", "-Xfrontend", "-assume-single-threaded"],
                             .when(configuration: .release)),
            ]
        ),
        // The bridge between the engine and Lua.
        .target(
            name: "RespondLua",
            dependencies: ["RespondCore", "CLua", "CLuaShim"],
            // The prelude and the exercise harness are Lua files under Lua/,
            // which CLuaShim's embedded_lua.c embeds (#embed): no Bundle,
            // nothing read at start-up, no Swift literal.
            exclude: ["Lua"],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked", "-Xfrontend", "-assume-single-threaded"],
                                         .when(configuration: .release))]
        ),
        // The engine options for ArgumentParser (`EngineOptions`), shared by both
        // programs' commands; the options themselves are defined in RespondLua
        // (`EngineSettings`), which the plain `respond-lua script.lua` parses by hand.
        .target(
            name: "RespondCommandLine",
            dependencies: [
                "RespondLua",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "respond-lua",
            dependencies: [
                "RespondLua",
                "RespondCommandLine",
                "CEdit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // libedit and what it needs, linked statically (faster start-up).
            // The release program that scripts/run.sh builds is linked
            // entirely statically, C library included (fullyStatic, above):
            // no dynamic loader, no shared libraries to map and relocate. An empty run takes about two thirds of the time and
            // less memory (docs/ARCHITECTURE.md, "Performance budgets": 4 ms and 8 MB). libm comes again
            // after Lua's archive, which needs it. (Lua's C modules could not
            // load before either: the program exports no Lua symbols, and
            // `require` of a .so fails with Lua's ordinary error.)
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "-l:libedit.a", "-Xlinker", "-l:libtinfo.a",
                              "-Xlinker", "-l:libbsd.a", "-Xlinker", "-l:libmd.a"]),
                .unsafeFlags(fullyStatic ? ["-static-executable", "-Xlinker", "-l:liblua5.4.a", "-Xlinker", "-lm"] : [],
                             .when(configuration: .release)),
            ]
        ),
        .testTarget(name: "RespondCoreTests", dependencies: ["RespondCore"]),
        .testTarget(name: "RespondLuaTests", dependencies: ["RespondLua", "RespondCore"]),
        // Support/ holds the Python script that drives the prompt in a pseudo-terminal.
        withPlayground
            ? .testTarget(name: "ScriptTests", dependencies: ["RespondLua", "RespondCore", "RespondPlayground"], exclude: ["Support"])
            : .testTarget(name: "ScriptTests", dependencies: ["RespondLua", "RespondCore"], exclude: ["Support", "PlaygroundTests.swift"]),
    ] + (withPlayground ? playgroundTargets : []),
    // Tools 6.1 for package traits (Hummingbird's, above); the code stays in Swift 5 mode.
    swiftLanguageModes: [.v5]
)
