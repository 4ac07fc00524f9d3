import Foundation
import XCTest

/// What keeps the build quick (issue 30: a release build of the playground ran
/// past an hour of one compiler process): data is never compiled as Swift
/// literals. The page's files and the bridge's Lua files are embedded by the C
/// compiler (`#embed`), which reads them as bytes; SwiftPM's `.embedInCode`
/// would turn them into array literals for the Swift optimizer. How long the
/// builds take is measured, not asserted: `scripts/test.sh` prints its build's
/// time against the budget, and `scripts/bench/build.sh` measures the release
/// builds from a clean clone.
final class BuildTests: XCTestCase {
    static let root = CommandLineTests.root

    func text(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    func files(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(directory).path).sorted()
    }

    /// No target declares resources: no `.embedInCode` (a Swift literal), no
    /// `.copy` or `.process` (a Bundle read at run time).
    func testNoTargetCompilesDataAsSwift() throws {
        let manifest = try text("Package.swift")
        for word in [".embedInCode(", ".copy(", ".process(", "resources:"] {
            XCTAssertFalse(manifest.contains(word), "Package.swift declares resources (\(word)): embed data from C with #embed instead")
        }
    }

    /// Every file of the page is embedded by CPlaygroundPage, and served.
    func testEveryPageFileIsEmbeddedByTheCCompiler() throws {
        let embedding = try text("Sources/CPlaygroundPage/page.c")
        let server = try text("Sources/RespondPlayground/PlaygroundServer.swift")
        let page = try files(in: "Sources/RespondPlayground/Page")
        XCTAssertEqual(page, ["index.html", "playground.css", "playground.js"])
        for file in page {
            XCTAssertTrue(embedding.contains("#embed \"../RespondPlayground/Page/\(file)\""), "page.c does not embed \(file)")
            let accessor = "rl_page_" + file.replacingOccurrences(of: ".", with: "_") + "()"
            XCTAssertTrue(server.contains(accessor), "the server does not serve \(file) (\(accessor))")
        }
        let lua = try text("Sources/CLuaShim/embedded_lua.c")
        for file in try files(in: "Sources/RespondLua/Lua") {
            XCTAssertTrue(lua.contains("#embed \"../RespondLua/Lua/\(file)\""), "embedded_lua.c does not embed \(file)")
        }
    }

    /// No Swift source holds a data literal: no file over 96 KB, none with a
    /// run of more than 500 numbers in a row (a byte array, say).
    func testNoSwiftSourceIsALargeLiteral() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.fileSizeKey])!
        var checked = 0
        for case let url as URL in walker where url.pathExtension == "swift" {
            checked += 1
            let size = try url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
            XCTAssertLessThan(size, 96 << 10, "\(url.path) is \(size) bytes: data belongs in a file the C compiler embeds")
            let text = try String(contentsOf: url, encoding: .utf8)
            var run = 0, longest = 0
            for token in text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\n" || $0 == "[" || $0 == "]" }) {
                if Int(token) != nil { run += 1; longest = max(longest, run) } else { run = 0 }
            }
            XCTAssertLessThan(longest, 500, "\(url.path) has \(longest) numbers in a row: a data literal")
        }
        XCTAssertGreaterThan(checked, 100)
    }
}
