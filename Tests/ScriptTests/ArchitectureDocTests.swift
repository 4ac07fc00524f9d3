import Foundation
import RespondCore
import XCTest

/// docs/ARCHITECTURE.md stays true by construction: every name it sets in code
/// (between backquotes) exists in the repository, and the lists it would
/// otherwise copy by hand are checked against their source.
final class ArchitectureDocTests: XCTestCase {
    static let root = CommandLineTests.root

    /// Every file of the repository the map may name (sources, tests, scripts,
    /// the package), relative to the root, and their text joined (the docs
    /// themselves are left out: a name must exist in what the map describes).
    static let repository: (paths: Set<String>, text: String) = {
        var paths = Set<String>()
        var text = ""
        let manager = FileManager.default
        for top in ["Sources", "Tests", "scripts", ".ci", "Package.swift", "README.md"] {
            let url = root.appendingPathComponent(top)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            var files: [String] = []
            if isDirectory.boolValue {
                paths.insert(top)
                let enumerator = manager.enumerator(atPath: url.path)
                while let relative = enumerator?.nextObject() as? String {
                    paths.insert(top + "/" + relative)
                    files.append(top + "/" + relative)
                }
            } else {
                paths.insert(top)
                files.append(top)
            }
            for file in files where [".swift", ".c", ".h", ".lua", ".sh", ".py", ".js", ".html", ".css", ".md", ".modulemap", "run"]
                .contains(where: file.hasSuffix) || file == "Package.swift" {
                if let body = try? String(contentsOfFile: root.appendingPathComponent(file).path, encoding: .utf8) {
                    text += body + "\n"
                }
            }
        }
        for doc in ["docs", "docs/SPEC.md", "docs/LUA_API.md", "docs/ARCHITECTURE.md"] { paths.insert(doc) }
        return (paths, text)
    }()

    static let words: Set<Substring> = {
        var words = Set<Substring>()
        for word in repository.text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) { words.insert(word) }
        return words
    }()

    /// The spans between backquotes (fenced blocks aside).
    static func codeSpans(_ text: String) -> [String] {
        var spans: [String] = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            let pieces = line.split(separator: "`", omittingEmptySubsequences: false)
            for (i, piece) in pieces.enumerated() where i % 2 == 1 && !piece.isEmpty { spans.append(String(piece)) }
        }
        return spans
    }

    /// What a span claims exists: a path (with a `/` or a file extension) is a
    /// file or folder of the repository, found from the root or, for a bare
    /// file name, anywhere in it; `File.swift:name` is a file holding `name`;
    /// any other span's identifiers (`Engine.layoutIfNeeded`, `rl_pcall_at`)
    /// each appear in the repository's text.
    static func problem(with span: String) -> String? {
        let extensions = [".swift", ".lua", ".c", ".h", ".sh", ".py", ".md", ".js", ".html", ".css", ".json"]
        let first = span.split(separator: " ").first.map(String.init) ?? span
        if span.contains("*") { return nil }   // a pattern (`RESPOND_LUA_*`), not a name
        if let colon = [".swift:", ".c:", ".py:", ".sh:", ".js:"].lazy.compactMap({ first.firstRange(of: $0) }).first {
            let file = String(first[..<first.index(before: colon.upperBound)])
            if file == "File.swift" { return nil }   // the map's own placeholder
            let name = String(first[colon.upperBound...]).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard let path = findPath(file) else { return "no file \(file)" }
            let body = (try? String(contentsOfFile: root.appendingPathComponent(path).path, encoding: .utf8)) ?? ""
            return body.contains(name) ? nil : "\(path) has no \(name)"
        }
        let looksLikePath = !first.contains("(") && !first.hasPrefix("-") && !first.hasPrefix("$")
            && (first.contains("/") && !first.contains("//") || extensions.contains(where: first.hasSuffix))
            && !first.contains("*") && !first.contains("NN") && !first.hasPrefix("/") && !first.hasPrefix("~")
            && first.first?.isLetter ?? false || first.hasPrefix(".")  && first.contains("/")
        if looksLikePath && !first.hasPrefix(".build") && !first.hasPrefix("../") {
            return findPath(first) == nil ? "no file or folder \(first)" : nil
        }
        for token in span.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        where token.count > 2 && token.first.map({ !$0.isNumber }) ?? false && !words.contains(token)
            && !outside.contains(String(token)) {
            return "\(token) is nowhere in the repository"
        }
        return nil
    }

    /// Names from outside the repository the map may use: Lua's C API and
    /// internals, the toolchain's modules, and tools.
    static let outside: Set<String> = ["LUA_ERRRUN", "luaL_tolstring", "luaV_fastget", "luaV_finishget",
                                       "FoundationEssentials", "perf", "stat", "Osize", "objdump", "docs"]

    static func findPath(_ path: String) -> String? {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if repository.paths.contains(trimmed) { return trimmed }
        return repository.paths.first { $0.hasSuffix("/" + trimmed) }
    }

    func testEveryNameInTheMapExists() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let problems = Self.codeSpans(text).compactMap { span in Self.problem(with: span).map { "`\(span)`: \($0)" } }
        XCTAssertEqual(problems, [], "docs/ARCHITECTURE.md names what the repository does not have")
    }

    /// The check itself finds what it should: a removed name, a moved file.
    func testTheCheckFindsWhatIsGone() {
        // (Built here, so that this file does not hold the names it checks are gone.)
        XCTAssertNotNil(Self.problem(with: "Shortcuts." + "environment" + "Variable"))
        XCTAssertNotNil(Self.problem(with: "rl_" + "tostring"))
        XCTAssertNotNil(Self.problem(with: "Sources/RespondLua/LuaRuntime.swift"))
        XCTAssertNotNil(Self.problem(with: "LuaRuntime.swift:noSuchFunction"))
        XCTAssertNil(Self.problem(with: "Sources/RespondLua/Bridge/LuaRuntime.swift"))
        XCTAssertNil(Self.problem(with: "ScriptHost.swift"))
        XCTAssertNil(Self.problem(with: "Engine.layoutIfNeeded"))
        XCTAssertNil(Self.problem(with: "HitTesting.swift:hitTestWalk"))
    }

    /// The table of switches lists every `RESPOND_LUA_*` variable the
    /// repository reads, and no other.
    func testTheSwitchTableListsEveryVariable() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let table = text.split(separator: "\n").filter { $0.hasPrefix("| `RESPOND_LUA_") }
            .compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) }
        func names(_ body: String) -> Set<String> {
            var found = Set<String>()
            var rest = Substring(body)
            while let r = rest.firstRange(of: "RESPOND_LUA_") {
                let name = rest[r.lowerBound...].prefix { $0.isUppercase || $0 == "_" || $0.isNumber }
                if name.count > "RESPOND_LUA_".count { found.insert(String(name)) }
                rest = rest[r.upperBound...]
            }
            return found
        }
        XCTAssertEqual(Set(table), names(Self.repository.text))
        XCTAssertEqual(table.count, Set(table).count, "each variable once")
    }

    /// The page's list of log kinds is the engine's trace kinds, then the
    /// page's own (what a script printed, the clock's notes).
    func testThePageKnowsEveryTraceKind() throws {
        let app = try String(contentsOf: Self.root.appendingPathComponent("Sources/RespondPlayground/Page/playground.js"), encoding: .utf8)
        let line = try XCTUnwrap(app.split(separator: "\n").first { $0.contains("const kinds = [") })
        let kinds = line.split(separator: "'").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        XCTAssertEqual(kinds, TraceRecord.Kind.allCases.map(\.rawValue) + ["print", "clock"])
    }

    /// The bridge (`Bridge/`, `Library/`, `Diagnostics/`) never names a type
    /// declared in the tooling's rooms (`Prompt/`, `Exercises/`, `Reference/`,
    /// `Suite/`): the tools sit on the bridge, not the other way round.
    func testTheBridgeDoesNotReachIntoTheTools() throws {
        let lua = Self.root.appendingPathComponent("Sources/RespondLua")
        func files(_ room: String) -> [String] {
            let dir = lua.appendingPathComponent(room).path
            return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".swift") }
                .map { dir + "/" + $0 }
        }
        // Top-level declarations only (a nested `Outcome` is its owner's).
        let declaration = try NSRegularExpression(
            pattern: "^(?:(?:public|private|fileprivate|internal|package|final|open) )*(?:class|struct|enum|protocol) ([A-Z][A-Za-z0-9_]*)",
            options: .anchorsMatchLines)
        var toolTypes = Set<String>()
        for file in ["Prompt", "Exercises", "Reference", "Suite"].flatMap(files) {
            let body = try String(contentsOfFile: file, encoding: .utf8)
            for match in declaration.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
                toolTypes.insert((body as NSString).substring(with: match.range(at: 1)))
            }
        }
        XCTAssertTrue(toolTypes.contains("ReplSession") && toolTypes.contains("ExerciseBook"), "\(toolTypes)")
        var reaches: [String] = []
        for file in ["Bridge", "Library", "Diagnostics"].flatMap(files) {
            // Code only: what a comment mentions is no reach.
            let body = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
                .map { $0.components(separatedBy: "//").first ?? "" }.joined(separator: "\n")
            let words = Set(body.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
            for type in toolTypes.intersection(words) { reaches.append("\((file as NSString).lastPathComponent) names \(type)") }
        }
        XCTAssertEqual(reaches.sorted(), [])
    }

    /// Section 6's list of the files that switch a shortcut is the code's:
    /// every `SHORTCUT (twin` comment under Sources/, counted by file.
    func testTheShortcutListIsTheCode() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "<!-- shortcuts -->")), end = try XCTUnwrap(text.range(of: "<!-- /shortcuts -->"))
        var listed: [String: Int] = [:]
        for line in text[start.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("- `") {
            let parts = line.split(separator: "`")
            listed[String(parts[1])] = Int(parts.last!.trimmingCharacters(in: CharacterSet(charactersIn: ": "))) ?? -1
        }
        var found: [String: Int] = [:]
        let sources = Self.root.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        while let file = enumerator?.nextObject() as? String {
            guard file.hasSuffix(".swift") || file.hasSuffix(".c") else { continue }
            let body = try String(contentsOfFile: sources.appendingPathComponent(file).path, encoding: .utf8)
            let count = body.components(separatedBy: "SHORTCUT (twin").count - 1
            if count > 0 { found[(file as NSString).lastPathComponent] = count }
        }
        XCTAssertEqual(listed, found)
    }

    /// Section 1's list of the tests that start programs themselves, rather than
    /// through `TestProcess`, is the code's.
    func testTheProcessSitesAreListed() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "<!-- process sites -->")), end = try XCTUnwrap(text.range(of: "<!-- /process sites -->"))
        let listed = text[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.hasPrefix("- `") }
            .map { String($0.split(separator: "`")[1]) }
        var found: [String] = []
        for tests in ["Tests/ScriptTests", "Tests/RespondLuaTests", "Tests/RespondCoreTests"] {
            let dir = Self.root.appendingPathComponent(tests).path
            for file in try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
            where file.hasSuffix(".swift") && file != "TestProcess.swift" && file != "ArchitectureDocTests.swift" {
                let body = try String(contentsOfFile: dir + "/" + file, encoding: .utf8)
                if body.contains("Process()") || body.contains("posix_spawn(") { found.append(file) }
            }
        }
        XCTAssertEqual(listed, found.sorted())
    }
}
