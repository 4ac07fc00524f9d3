import Foundation
import XCTest

/// The shortcut switch (docs/ARCHITECTURE.md, "Shortcuts and their twins"):
/// with RESPOND_LUA_NO_SHORTCUTS=1 every fast path takes its general twin, and
/// a script must not be able to tell. Every example and Lua test here, every
/// hostile script in HostileScriptTests (which runs them anyway), and a batch
/// of random programs, run both ways and must give the same standard output,
/// standard error and exit status.
final class ShortcutSwitchTests: XCTestCase {
    static let root = CommandLineTests.root

    func testEveryScriptGivesTheSameBytesWithoutShortcuts() throws {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build respond-lua first")
        // Under the sanitizer, scripts/test.sh runs every script itself; twice more here
        // would add minutes and compare nothing the ordinary pass does not.
        try XCTSkipIf(ProcessInfo.processInfo.environment["RESPOND_LUA_SANITIZER"] != nil,
                      "compared in the ordinary pass")
        var scripts: [String] = []
        for folder in ["examples", "tests"] {
            let directory = Self.root.appendingPathComponent("scripts/" + folder)
            scripts += try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".lua") }.sorted().map { "scripts/\(folder)/\($0)" }
        }
        XCTAssertGreaterThan(scripts.count, 30)
        let runs = TestProcess.concurrently(scripts) { path in
            let arguments = try HostileScriptTests.expectation(of: Self.root.appendingPathComponent(path)).arguments + [path]
            return (try HostileScriptTests.run(arguments),
                    try HostileScriptTests.run(arguments, environment: ["RESPOND_LUA_NO_SHORTCUTS": "1"]))
        }
        for (path, run) in zip(scripts, runs) {
            let (fast, general) = try run.get()
            Self.assertSame(fast, general, path)
        }
    }

    /// The same exit status and bytes with shortcuts (`fast`) and without.
    static func assertSame(_ fast: HostileScriptTests.Outcome, _ general: HostileScriptTests.Outcome, _ path: String,
                           file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(fast.status, general.status, "\(path): exit status", file: file, line: line)
        XCTAssertEqual(fast.stdout, general.stdout, "\(path): standard output", file: file, line: line)
        // A memory limit stops a script at whichever allocation crosses it; the
        // fast paths allocate less on the way, so the line it stops at may differ
        // (never the outcome, nor what was printed before it).
        let memoryStop = "not enough memory (memory limit of "
        if fast.stderr.contains(memoryStop), general.stderr.contains(memoryStop) {
            func message(_ text: String) -> String {
                text.split(separator: "\n").first { $0.contains(memoryStop) }.map { String($0[$0.range(of: memoryStop)!.lowerBound...]) } ?? ""
            }
            XCTAssertEqual(message(fast.stderr), message(general.stderr), "\(path): the memory stop", file: file, line: line)
            return
        }
        XCTAssertEqual(fast.stderr, general.stderr, "\(path): standard error", file: file, line: line)
    }

    /// Random programs from the fuzz generator, both ways (scripts/fuzz/differential.py).
    func testRandomProgramsGiveTheSameBytesWithoutShortcuts() throws {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build respond-lua first")
        let count = ProcessInfo.processInfo.environment["RESPOND_LUA_SANITIZER"] != nil ? 60 : 300
        let run = try TestProcess.python("scripts/fuzz/differential.py",
                                         ["--count", String(count), "--start", "7001", "-j", "2", "--binary", binary.path])
        let text = run.stdout
        XCTAssertEqual(run.status, 0, text)
        XCTAssertTrue(text.contains("\(count) programs, 0 differences"), text)
    }
}
