import Foundation
@testable import RespondLua
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
        XCTAssertTrue(text.contains("each implies `--trace`"))
        XCTAssertFalse(text.contains("No network at build"), "the build does fetch packages")
    }

    // MARK: What it shows is what the program prints

    /// The README's fenced blocks, with the line each starts on.
    func fencedBlocks() throws -> [(language: String, lines: [String])] {
        var blocks: [(String, [String])] = []
        var current: (String, [String])?
        for line in try readme().split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append(open)
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else if current != nil {
                current!.1.append(line)
            }
        }
        return blocks
    }

    /// Whether `actual` shows what `shown` shows: the shown lines in order, where a
    /// line `...` stands for any lines (at the start: any before; at the end: any after).
    func matches(shown: [String], actual: [String]) -> Bool {
        let trim = { (line: String) in String(line.reversed().drop(while: { $0 == " " }).reversed()) }
        let shown = shown.map(trim), actual = actual.map(trim)
        var segments: [[String]] = [[]]
        for line in shown { if line == "..." { segments.append([]) } else { segments[segments.count - 1].append(line) } }
        var position = 0
        for (i, segment) in segments.enumerated() {
            let first = i == 0, last = i == segments.count - 1
            if segment.isEmpty { continue }
            if first {
                guard actual.starts(with: segment) else { return false }
                position = segment.count
                if last && segments.count == 1 { return actual.count == segment.count }
                continue
            }
            if last {
                return actual.count - segment.count >= position && Array(actual.suffix(segment.count)) == segment
            }
            var found = false
            while position + segment.count <= actual.count {
                if Array(actual[position..<(position + segment.count)]) == segment { found = true; break }
                position += 1
            }
            guard found else { return false }
            position += segment.count
        }
        return true
    }

    func shell(_ command: String, home: String, input: String? = nil) throws -> [String] {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build respond-lua first")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command + " 2>&1"]
        process.currentDirectoryURL = Self.root
        var env = ProcessInfo.processInfo.environment
        for key in ["LUA_INIT", "LUA_INIT_5_4"] { env[key] = nil }
        env["PATH"] = binary.deletingLastPathComponent().path + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        env["HOME"] = home
        env["NO_COLOR"] = "1"
        process.environment = env
        let out = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var lines = text.replacingOccurrences(of: home, with: "/home/you").split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Every `$ respond-lua ...` shown with its output prints that output (run from
    /// the repository's root, as it says, with a new home for the exercises'
    /// workspace, shown as /home/you).
    func testEveryShownCommandPrintsWhatItShows() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("respond-lua-readme-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        var checked = 0
        for block in try fencedBlocks() where block.lines.first?.hasPrefix("$ respond-lua") == true {
            var commands: [(command: String, shown: [String])] = []
            var continuing = false
            for line in block.lines {
                if line.hasPrefix("$ ") && !continuing {
                    commands.append((String(line.dropFirst(2)), []))
                    continuing = line.filter { $0 == "'" }.count % 2 == 1
                } else if continuing {
                    commands[commands.count - 1].command += "\n" + line
                    continuing = commands[commands.count - 1].command.filter { $0 == "'" }.count % 2 == 1
                } else {
                    commands[commands.count - 1].shown.append(line)
                }
            }
            for (command, shown) in commands {
                let actual = try shell(command, home: home)
                XCTAssertTrue(matches(shown: shown, actual: actual),
                              "README shows for `\(command)`:\n\(shown.joined(separator: "\n"))\nbut it prints:\n\(actual.joined(separator: "\n"))")
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 5, "the trace, the gesture trace, the exercises and why")
    }

    /// The tour's script prints the output shown under it, and the prompt's
    /// transcript is what the prompt prints for the lines typed.
    func testTheTourAndThePromptTranscriptPrintWhatTheyShow() throws {
        let blocks = try fencedBlocks()
        let home = FileManager.default.temporaryDirectory.path
        let tour = try XCTUnwrap(blocks.firstIndex { $0.language == "lua" && $0.lines.contains { $0.contains("explain(100, 100)") } })
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("readme-tour-\(UUID().uuidString).lua")
        try blocks[tour].lines.joined(separator: "\n").write(to: script, atomically: false, encoding: .utf8)
        XCTAssertEqual(try shell("respond-lua \(script.path)", home: home), blocks[tour + 1].lines.filter { !$0.isEmpty })

        let transcript = try XCTUnwrap(blocks.first { $0.lines.first?.hasPrefix("> w = UIWindow{}") == true }).lines
        let typed = transcript.filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) }
        let shown = transcript.filter { !$0.hasPrefix("> ") && !$0.isEmpty }
        let actual = try shell("respond-lua -i", home: home, input: typed.joined(separator: "\n") + "\n")
        // `...` stands for lines left out (a class's long listing).
        XCTAssertTrue(matches(shown: shown, actual: actual),
                      "README's prompt transcript shows:\n\(shown.joined(separator: "\n"))\nbut the prompt prints:\n\(actual.joined(separator: "\n"))")
        XCTAssertGreaterThan(shown.filter { $0 != "..." }.count, 30, "the transcript is mostly shown, not left out")
    }

    /// The prompt's section names every command of the prompt, and its help and inspection.
    func testThePromptSectionNamesEveryCommand() throws {
        let text = try readme()
        let start = try XCTUnwrap(text.range(of: "## The prompt"))
        let end = try XCTUnwrap(text.range(of: "## Exercises"))
        let section = String(text[start.upperBound..<end.lowerBound])
        for command in ReplSession.commands {
            XCTAssertTrue(section.contains("`" + command), "README's prompt section does not name \(command)")
        }
        for shown in ["> UIButton?", "> tap?", "> b??", "> sim\n", "> _.frame", "= 0.3}"] {
            XCTAssertTrue(section.contains(shown), "README's prompt transcript does not show \(shown)")
        }
    }

    /// The lines that put the program on PATH work in a new home (`ln -s … ~/.local/bin/`
    /// failed where that folder did not exist yet).
    func testThePathLinesWorkInANewHome() throws {
        let block = try XCTUnwrap(try fencedBlocks().first { $0.lines.contains { $0.hasPrefix("ln -s ") } })
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("respond-lua-home-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-ec", block.lines.joined(separator: "\n")]
        process.currentDirectoryURL = Self.root
        process.environment = ["HOME": home, "PATH": "/usr/bin:/bin"]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, block.lines.joined(separator: "\n"))
        for name in ["respond-lua", "respond-lua-play"] {
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: home + "/.local/bin/" + name),
                           Self.root.appendingPathComponent(".build/release/" + name).path)
        }
    }

    // MARK: README.zh-CN.md

    /// The Chinese README is linked from the first lines of the English one, and
    /// what it shows the program printing is what the program prints under
    /// `LANG=zh_CN.UTF-8`.
    func testTheChineseReadmeIsLinkedAndTrue() throws {
        let english = try readme()
        XCTAssertTrue(english.split(separator: "\n").prefix(4).contains { $0.contains("](README.zh-CN.md)") })
        let text = try String(contentsOf: Self.root.appendingPathComponent("README.zh-CN.md"), encoding: .utf8)
        XCTAssertTrue(text.contains("[English](README.md)"))
        // Every link and path it names exists.
        var rest = Substring(text)
        while let open = rest.firstRange(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            let target = String(after[..<close])
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(target).path), target)
            rest = after[close...]
        }
        func zh(_ arguments: [String]) throws -> String {
            try TestProcess.run(CommandLineTests.binary, arguments,
                                environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""]).stdout
        }
        let example = try zh(["scripts/examples/04_a_covers_b.lua"])
        let explain = try XCTUnwrap(text.components(separatedBy: "```\nexplain (100,100)\n").dropFirst().first?
            .components(separatedBy: "```").first)
        XCTAssertTrue(example.contains("explain (100,100)\n" + explain), example)
        let why = try zh(["why", "scripts/examples/20_imported_app.txt", "198,803"])
        let line = try XCTUnwrap(why.split(separator: "\n").first)
        XCTAssertTrue(text.contains("$ LANG=zh_CN.UTF-8 respond-lua why scripts/examples/20_imported_app.txt 198,803\n\(line)\n"), why)
        let grade = try zh(["exercises", "grade", "1", "scripts/exercises/teacher_example/class",
                            "--source", "scripts/exercises/teacher_example"])
        XCTAssertTrue(text.contains("--source scripts/exercises/teacher_example\n" + grade + "```"), grade)
        let help = try zh(["--help"])
        XCTAssertTrue(help.hasPrefix("用法：respond-lua [选项] [脚本 [参数]]\n"), help)
        XCTAssertFalse(help.contains("stop the script"), "no English in the Chinese help: \(help)")
    }
}
