import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import RespondCore
import RespondLua

/// `respond-lua COMMAND ...`: the commands besides running a script.
struct Subcommands: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "respond-lua",
        abstract: "UIKit's touch delivery, hit testing and responder chain, scripted in Lua.",
        subcommands: [Test.self, Render.self, Exercises.self, Why.self, ImportDump.self, API.self, Play.self])

    /// A switch, not a Set: hashing and generic set-up cost start-up time.
    static func isCommand(_ word: String) -> Bool {
        switch word {
        case "test", "render", "exercises", "why", "import", "api", "play", "help": true
        default: false
        }
    }

    /// Runs a command and exits: 0, 1 for failures, 2 for usage errors.
    static func main(_ arguments: [String]) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Glibc.exit(0)
        } catch {
            let code = exitCode(for: error)
            if code == .success { Self.exit(withError: error) }
            if code.rawValue == 1 { Glibc.exit(1) }
            let message = fullMessage(for: error)
            if code.rawValue == ExitCode.validationFailure.rawValue || error is UsageError {
                // ArgumentParser adds usage lines; the first line says what is wrong.
                let first = message.split(separator: "\n").first.map(String.init) ?? message
                fputs("respond-lua: " + first.replacingOccurrencesOfErrorPrefix + "\n", stderr)
                Glibc.exit(2)
            }
            Self.exit(withError: error)
        }
    }
}

extension String {
    /// ArgumentParser's "Error: ..." without the prefix.
    fileprivate var replacingOccurrencesOfErrorPrefix: String {
        hasPrefix("Error: ") ? String(dropFirst("Error: ".count)) : self
    }
}

/// The engine options of commands that run scripts.
struct EngineOptions: ParsableArguments {
    @Option(name: .customLong("screen"), help: "Screen size in points, as WxH (default 375x667).")
    var screen: String?

    @Flag(help: "An allowlist of Lua: no io, os.execute, debug, require, loading files or bytecode.")
    var sandbox = false

    @Option(help: "With --sandbox, the only directory render(path) may write in.")
    var outputDir: String?

    @Option(help: "Stop the script after this many Lua instructions (engine work counts too).")
    var maxInstructions: Int?

    @Option(help: "Stop the script when it uses more than this many megabytes (the engine's memory too).")
    var maxMemory: Int?

    @Option(help: "Stop the script after this many seconds of CPU time (library calls included).")
    var maxTime: Double?

    @Flag(help: "Debug mode: check dispatch's invariants; a violation fails the script.")
    var checkInvariants = false

    func settings() throws -> EngineSettings {
        var settings = EngineSettings()
        if let screen { settings.screen = try EngineSettings.screenSize(screen) }
        settings.sandbox = sandbox
        settings.outputDirectory = outputDir
        if let n = maxInstructions {
            settings.maxInstructions = try EngineSettings.positive(String(n), "--max-instructions", limit: 1 << 62)
        }
        if let n = maxMemory { settings.maxMemoryMB = try EngineSettings.positive(String(n), "--max-memory", limit: 1 << 40) }
        if let s = maxTime { settings.maxTime = try EngineSettings.seconds(String(s), "--max-time") }
        settings.checkInvariants = checkInvariants
        return settings
    }

    func validate() throws {
        do { _ = try settings() } catch let error as UsageError { throw ValidationError(error.description) }
    }

    /// The same options as command-line words (for worker processes).
    var words: [String] {
        var out: [String] = []
        if let screen { out += ["--screen", screen] }
        if sandbox { out.append("--sandbox") }
        if let outputDir { out += ["--output-dir", outputDir] }
        if let maxInstructions { out += ["--max-instructions", String(maxInstructions)] }
        if let maxMemory { out += ["--max-memory", String(maxMemory)] }
        if let maxTime { out += ["--max-time", String(maxTime)] }
        if checkInvariants { out.append("--check-invariants") }
        return out
    }
}

struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run each script in a fresh engine; a script passes if it finishes without error.",
        discussion: """
            Each result is printed as it finishes; the last line is "N passed, N failed". Exit status: 0 all \
            passed, 1 something failed, 2 a usage error (no script found, say).
            """)

    @OptionGroup var engineOptions: EngineOptions

    @Flag(name: .shortAndLong, help: "Also print what passing scripts print.")
    var verbose = false

    @Option(help: "Seconds a script may run before it is stopped (default 60).")
    var timeout: Double = 60

    @Option(help: "Run only the scripts whose path contains this text.")
    var filter: String?

    @Flag(help: "Print the results as TAP (Test Anything Protocol, version 13).")
    var tap = false

    @Option(help: "Also write the results as JUnit XML to this file.")
    var junit: String?

    @Option(name: .customShort("j"), help: "Run this many scripts at once, each in its own process.")
    var jobs: Int = 1

    @Flag(help: .hidden)
    var worker = false

    @Argument(help: "Scripts, or directories to search for .lua files.")
    var paths: [String] = []

    func validate() throws {
        guard timeout > 0, timeout <= 86_400 else { throw ValidationError("--timeout takes seconds from 0 to 86400") }
        guard jobs >= 1, jobs <= 256 else { throw ValidationError("-j takes a number of jobs from 1 to 256") }
        guard !paths.isEmpty else { throw ValidationError("name the scripts to run, or directories holding them") }
    }

    func run() throws {
        let settings = try engineOptions.settings()
        let files: [String]
        do {
            files = try ScriptSuite.collect(paths, filter: filter)
        } catch {
            throw ValidationError("\(error)")
        }
        guard !files.isEmpty else {
            throw ValidationError("no scripts found in \(paths.joined(separator: ", "))\(filter.map { " matching '\($0)'" } ?? "")")
        }
        if worker { runWorker(files[0], settings) }
        var results: [ScriptSuite.Result] = []
        func report(_ result: ScriptSuite.Result) {
            results.append(result)
            if tap { return }
            print((result.passed ? "ok    " : "FAIL  ") + result.path)
            if !result.passed || verbose { print(result.output, terminator: "") }
            if let report = result.outcome.report { print(report) }
            fflush(stdout)
        }
        if jobs > 1 {
            let program = selfPath()
            let words = engineOptions.words
            ParallelScripts(jobs: jobs, deadline: timeout + 10) { file in
                [program, "test", "--worker", "--timeout", String(timeout)] + words + ["--", file]
            }.run(files, report: report)
        } else {
            for file in files {
                report(ScriptSuite.run(file, options: settings.runtimeOptions(), screen: settings.screen, timeout: timeout))
            }
        }
        let failed = results.filter { !$0.passed }.count
        let summary = "\(results.count - failed) passed, \(failed) failed"
        if tap {
            print(TestReports.tap(results) + "# " + summary)
        } else {
            print(summary)
        }
        fflush(stdout)
        if let junit {
            do {
                try writeFile(junit, TestReports.junit(results))
            } catch {
                fputs("respond-lua: \(error)\n", stderr)
                throw ExitCode(1)
            }
        }
        if failed > 0 { throw ExitCode(1) }
    }

    /// One script, for a parent running several at once: what it prints on
    /// standard output, its error report on standard error.
    private func runWorker(_ file: String, _ settings: EngineSettings) -> Never {
        let result = ScriptSuite.run(file, options: settings.runtimeOptions(), screen: settings.screen, timeout: timeout)
        fputs(result.output, stdout)
        fflush(stdout)
        if let report = result.outcome.report {
            fputs(report + "\n", stderr)
            Glibc.exit(1)
        }
        Glibc.exit(0)
    }

    private func selfPath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return n > 0 ? String(cString: buffer) : CommandLine.arguments[0]
    }
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a script, then draw the screen as SVG: views, hidden ones dashed, touches, the hit path and the responder chain.")

    @Option(name: .shortAndLong, help: "Where to write the SVG (- for standard output).")
    var output: String

    @Option(help: "Show the hit test at this screen point, as X,Y (default: the last touch).")
    var at: String?

    @OptionGroup var engineOptions: EngineOptions

    @Argument(help: "The script.")
    var script: String

    private var point: Point? {
        guard let at else { return nil }
        let xy = at.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard xy.count == 2, let x = xy[0], let y = xy[1], x.isFinite, y.isFinite,
              abs(x) <= 1e7, abs(y) <= 1e7 else { return nil }
        return Point(x, y)
    }

    func validate() throws {
        if access(script, R_OK) != 0 { throw ValidationError("cannot open \(script): no such file") }
        if at != nil, point == nil {
            throw ValidationError("--at takes X,Y (finite numbers), like 120,80; got '\(at!)'")
        }
    }

    func run() throws {
        let settings = try engineOptions.settings()
        var options = settings.runtimeOptions()
        options.scriptName = script
        let runtime = try LuaRuntime(engine: Engine(screenSize: settings.screen), options: options)
        if let report = runtime.run(file: script).report {
            fflush(stdout)
            fputs(report + "\n", stderr)
            throw ExitCode(1)
        }
        var renderOptions = SVGRenderer.Options()
        renderOptions.location = point
        let svg = try SVGRenderer(engine: runtime.engine, options: renderOptions).render()
        fflush(stdout)
        do {
            if output == "-" { try writeAll(svg, to: stdout, named: "standard output") } else { try writeFile(output, svg) }
        } catch {
            fputs("respond-lua: \(error)\n", stderr)
            throw ExitCode(1)
        }
    }
}

struct API: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "api",
        abstract: "Print what scripts can use: LuaCATS annotations for editors (--luacats), or a list of members.")

    @Flag(help: "LuaCATS annotations (---@meta) for lua-language-server.")
    var luacats = false

    func run() throws {
        let api = try LuaRuntime().apiDescription()
        if luacats {
            print(LuaCATS.generate(api), terminator: "")
            return
        }
        for info in api.classes {
            print("\(info.name)\(info.parent.map { " : \($0)" } ?? "")")
            print("  properties: " + info.properties.map(\.name).joined(separator: " "))
            print("  methods: " + info.methods.joined(separator: " "))
            if !info.constants.isEmpty { print("  constants: " + info.constants.joined(separator: " ")) }
        }
        print("functions: " + api.functions.joined(separator: " "))
        print("sim: " + api.simMembers.joined(separator: " "))
    }
}
