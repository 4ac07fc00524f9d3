// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "respond-lua",
    products: [
        .executable(name: "respond-lua", targets: ["respond-lua"]),
        .library(name: "RespondCore", targets: ["RespondCore"]),
        .library(name: "RespondLua", targets: ["RespondLua"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
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
                // The engine is single-threaded (DESIGN): runtime exclusivity checks
                // cost about a tenth of hit-testing time, and atomic reference
                // counting about a tenth of a tap, in release builds. Whoever
                // drives an engine from several threads must confine it to one.
                .unsafeFlags(["-enforce-exclusivity=unchecked", "-Xfrontend", "-assume-single-threaded"],
                             .when(configuration: .release)),
            ]
        ),
        // The bridge between the engine and Lua.
        .target(
            name: "RespondLua",
            dependencies: ["RespondCore", "CLua", "CLuaShim"],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked", "-Xfrontend", "-assume-single-threaded"],
                                         .when(configuration: .release))]
        ),
        .executableTarget(
            name: "respond-lua",
            dependencies: [
                "RespondLua",
                "CEdit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // libedit and what it needs, linked statically (faster start-up).
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "-l:libedit.a", "-Xlinker", "-l:libtinfo.a",
                              "-Xlinker", "-l:libbsd.a", "-Xlinker", "-l:libmd.a"]),
                .unsafeFlags(["-Xclang-linker", "-no-pie"], .when(configuration: .release)),
            ]
        ),
        .testTarget(name: "RespondCoreTests", dependencies: ["RespondCore"]),
        .testTarget(name: "RespondLuaTests", dependencies: ["RespondLua", "RespondCore"]),
        // Support/ holds the Python script that drives the prompt in a pseudo-terminal.
        .testTarget(name: "ScriptTests", dependencies: ["RespondLua"], exclude: ["Support"]),
    ]
)
