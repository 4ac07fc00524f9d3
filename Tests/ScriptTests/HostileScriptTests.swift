import Foundation
import XCTest

/// The hostile scripts of `scripts/hostile/` (issue 8): each attacks the engine,
/// the bridge or the sandbox, and says in its header what must happen instead:
///
///     -- Args: --sandbox            options before the script (optional)
///     -- Exit: 1                    the exit status
///     -- Stderr: some text          text standard error must contain (any number)
///
/// and `name.expected`, when present, is its exact standard output. Whatever
/// the script does, the process must end by exiting, never by a signal, and an
/// error (exit 1) must be reported as `file:line: message`.
final class HostileScriptTests: XCTestCase {
    static let root = CommandLineTests.root

    struct Expectation {
        var arguments: [String] = []
        var status: Int32 = 0
        var stderr: [String] = []
        var stdout: String?
    }

    static func expectation(of script: URL) throws -> Expectation {
        var expectation = Expectation()
        let source = try String(contentsOf: script, encoding: .utf8)
        for line in source.split(separator: "\n") where line.hasPrefix("-- ") {
            let text = line.dropFirst(3)
            if text.hasPrefix("Args:") {
                expectation.arguments = text.dropFirst(5).split(separator: " ").map(String.init)
            } else if text.hasPrefix("Exit:") {
                expectation.status = Int32(text.dropFirst(5).trimmingCharacters(in: .whitespaces)) ?? -1
            } else if text.hasPrefix("Stderr:") {
                expectation.stderr.append(text.dropFirst(7).trimmingCharacters(in: .whitespaces))
            }
        }
        let expected = script.deletingPathExtension().appendingPathExtension("expected")
        expectation.stdout = try? String(contentsOf: expected, encoding: .utf8)
        return expectation
    }

    struct Outcome { var exited: Bool; var status: Int32; var stdout: String; var stderr: String }

    /// Runs the debug binary with its output in files (no pipe to fill up), and
    /// kills it if it is still running after `patience` seconds: a hang is
    /// reported as a failure instead of stalling the suite (not a timing check).
    static func run(_ arguments: [String], patience: Double = 300) throws -> Outcome {
        let binary = root.appendingPathComponent(".build/debug/respond-lua")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("respond-lua-hostile-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("out"), errURL = directory.appendingPathComponent("err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = root
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        let deadline = Date().addingTimeInterval(patience)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return Outcome(exited: false, status: -1, stdout: "", stderr: "killed: still running after \(Int(patience)) s")
        }
        return Outcome(exited: process.terminationReason == .exit, status: process.terminationStatus,
                       stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                       stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }

    func testHostileScripts() throws {
        let binary = Self.root.appendingPathComponent(".build/debug/respond-lua")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build respond-lua first")
        let directory = Self.root.appendingPathComponent("scripts/hostile")
        let scripts = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".lua") }.sorted()
        XCTAssertGreaterThanOrEqual(scripts.count, 20)
        for name in scripts {
            let path = "scripts/hostile/" + name
            let expectation = try Self.expectation(of: directory.appendingPathComponent(name))
            let outcome = try Self.run(expectation.arguments + [path])
            XCTAssertTrue(outcome.exited, "\(name): ended by a signal (status \(outcome.status))\n\(outcome.stderr)")
            XCTAssertEqual(outcome.status, expectation.status, "\(name): exit status\n\(outcome.stderr)")
            for text in expectation.stderr {
                XCTAssertTrue(outcome.stderr.contains(text), "\(name): standard error lacks \(text.debugDescription):\n\(outcome.stderr)")
            }
            if expectation.status == 1 {
                let first = outcome.stderr.split(separator: "\n").first { !$0.hasPrefix("warning: ") }.map(String.init) ?? ""
                XCTAssertNotNil(first.range(of: "^\(NSRegularExpression.escapedPattern(for: path)):[0-9]+: ", options: .regularExpression),
                                "\(name): the error is not located at a line of the script: \(first)")
            }
            if let stdout = expectation.stdout {
                XCTAssertEqual(outcome.stdout, stdout, "\(name): standard output")
            }
        }
    }
}
