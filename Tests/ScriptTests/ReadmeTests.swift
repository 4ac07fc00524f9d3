import Foundation
import XCTest

/// The README cites only what the repository has, and says what the program does.
final class ReadmeTests: XCTestCase {
    static let root = CommandLineTests.root

    func readme() throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// Every path it names in code (`scripts/run.sh`) or links to is in the repository
    /// (build products and placeholders like `NN_name` aside).
    func testEveryPathItNamesExists() throws {
        let text = try readme()
        var paths: [String] = []
        for piece in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() where piece.offset % 2 == 1 {
            let word = piece.element.split(separator: " ").first.map(String.init) ?? ""
            if ["scripts/", "docs/", "Sources/", "Tests/", ".ci/"].contains(where: word.hasPrefix) { paths.append(word) }
        }
        var rest = Substring(text)
        while let open = rest.firstRange(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            let target = String(after[..<close])
            if !target.contains("://") { paths.append(target) }
            rest = after[close...]
        }
        XCTAssertTrue(paths.contains("docs/SPEC.md") && paths.contains("docs/LUA_API.md"), "it cites the spec and the contract")
        for path in paths where !path.contains("NN_") {
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
                          "README names \(path), which is not in the repository")
        }
    }

    /// What it says about the command line holds (the tests of CommandLineTests check
    /// the behaviour; this checks the README says it).
    func testItSaysWhereThingsAre() throws {
        let text = try readme()
        XCTAssertTrue(text.contains("respond-lua -i script.lua"), "-i goes before the script, as in lua")
        XCTAssertFalse(text.contains("-i after"), "not after it")
        XCTAssertTrue(text.contains(".build/release/respond-lua"), "where the program lands")
        XCTAssertTrue(text.contains("PATH"), "how to put it on PATH")
        XCTAssertTrue(text.contains("from the root of this repository"))
        XCTAssertTrue(text.contains("swift.org"), "how to get Swift 6 on Debian")
        XCTAssertTrue(text.contains("either format implies `--trace`"))
        XCTAssertFalse(text.contains("No network at build"), "the build does fetch packages")
    }
}
