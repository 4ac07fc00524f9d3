import ArgumentParser
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import RespondCore
import RespondLua

/// The command line: parses, then hands over to RespondLua.
struct RespondLuaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "respond-lua",
        abstract: "UIKit's touch delivery, hit testing and responder chain, scripted in Lua.",
        subcommands: [Run.self, Test.self, Render.self, Exercises.self, API.self, Why.self, ImportDump.self, Play.self],
        defaultSubcommand: Run.self)
}

struct EngineOptions: ParsableArguments {
    @Option(name: .customLong("screen"), help: "Screen size in points, as WxH (default 375x667).")
    var screen: String?

    @Flag(help: "Run without os.execute, io, C modules or bytecode loading.")
    var sandbox = false

    @Option(help: "Stop the script after this many Lua instructions.")
    var maxInstructions: Int?

    @Option(help: "Stop the script when Lua uses more than this many megabytes.")
    var maxMemory: Int?

    func screenSize() throws -> Size {
        guard let screen else { return Size(375, 667) }
        let parts = screen.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0.isFinite }) else {
            throw ValidationError("--screen takes WxH, like 390x844; got '\(screen)'")
        }
        return Size(parts[0], parts[1])
    }

    func runtimeOptions() -> LuaRuntime.Options {
        var options = LuaRuntime.Options()
        options.sandbox = sandbox
        options.maxInstructions = maxInstructions ?? 0
        options.maxMemoryMB = maxMemory ?? 0
        return options
    }

    func validate() throws {
        if let n = maxInstructions, n <= 0 { throw ValidationError("--max-instructions must be a positive number") }
        if let n = maxMemory, n <= 0 { throw ValidationError("--max-memory must be a positive number of megabytes") }
        _ = try screenSize()
    }
}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a script (the default): respond-lua [options] script.lua [args]")

    @Option(name: .customShort("e"), help: "Run this Lua code (before the script).")
    var code: [String] = []

    @Flag(name: .customShort("i"), help: "Start the interactive prompt after the script.")
    var interactive = false

    @Flag(help: "Print every dispatch record as it happens.")
    var trace = false

    @Option(help: "Trace format: text or json (one record a line).")
    var traceFormat: String = "text"

    @OptionGroup var engineOptions: EngineOptions

    @Argument(parsing: .captureForPassthrough, help: "The script, then its arguments.")
    var script: [String] = []

    func validate() throws {
        guard LuaRuntime.TraceFormat(rawValue: traceFormat) != nil else {
            throw ValidationError("--trace-format must be 'text' or 'json', got '\(traceFormat)'")
        }
        if let first = script.first, first.hasPrefix("-"), first != "-" {
            throw ValidationError("unknown option '\(first)'")
        }
        if let path = script.first, !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("cannot open \(path): no such file")
        }
    }

    func run() throws {
        var options = engineOptions.runtimeOptions()
        options.scriptName = script.first
        options.scriptArguments = Array(script.dropFirst())
        options.interruptible = interactive || (script.isEmpty && code.isEmpty)
        let runtime = try LuaRuntime(engine: Engine(screenSize: try engineOptions.screenSize()), options: options)
        let format = LuaRuntime.TraceFormat(rawValue: traceFormat)!
        runtime.traceFormat = format
        if trace { runtime.setLiveTrace(format) }
        defer { fflush(stdout) }
        for chunk in code {
            if let report = runtime.run(code: chunk, chunkName: "=(command line)").report {
                fail(report)
            }
        }
        if let path = script.first, let report = runtime.run(file: path).report {
            fail(report)
        }
        if interactive || (script.isEmpty && code.isEmpty) {
            let screen = try engineOptions.screenSize()
            var options = engineOptions.runtimeOptions()
            options.interruptible = true
            let session = ReplSession(runtime: runtime) {
                try LuaRuntime(engine: Engine(screenSize: screen), options: options)
            }
            Prompt(session: session).run()
        }
    }

    private func fail(_ report: String) -> Never {
        fflush(stdout)
        fputs(report + "\n", stderr)
        Glibc.exit(1)
    }
}

struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run each script in a fresh engine; a script passes if it finishes without error.")

    @OptionGroup var engineOptions: EngineOptions

    @Flag(name: .shortAndLong, help: "Also print what passing scripts print.")
    var verbose = false

    @Argument(help: "Scripts, or directories to search for .lua files.")
    var paths: [String]

    func run() throws {
        let files: [String]
        do {
            files = try ScriptSuite.collect(paths)
        } catch {
            throw ValidationError("\(error)")
        }
        var passed = 0, failed = 0
        for file in files {
            let result = ScriptSuite.run(file, options: engineOptions.runtimeOptions(), screen: try engineOptions.screenSize())
            if result.passed {
                passed += 1
                print("ok    \(file)")
                if verbose { print(result.output, terminator: "") }
            } else {
                failed += 1
                print("FAIL  \(file)")
                print(result.output, terminator: "")
                print(result.outcome.report ?? "", terminator: "\n")
            }
        }
        print("\(passed) passed, \(failed) failed")
        fflush(stdout)
        if failed > 0 { throw ExitCode(1) }
    }
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a script, then draw the screen as SVG: views, hidden ones dashed, touches, the hit path and the responder chain.")

    @Option(name: .shortAndLong, help: "Where to write the SVG.")
    var output: String

    @Option(help: "Show the hit test at this screen point, as X,Y (default: the last touch).")
    var at: String?

    @OptionGroup var engineOptions: EngineOptions

    @Argument(help: "The script.")
    var script: String

    func validate() throws {
        if !FileManager.default.fileExists(atPath: script) { throw ValidationError("cannot open \(script): no such file") }
        if let at, at.split(separator: ",").compactMap({ Double($0) }).count != 2 {
            throw ValidationError("--at takes X,Y, like 120,80; got '\(at)'")
        }
    }

    func run() throws {
        var options = engineOptions.runtimeOptions()
        options.scriptName = script
        let runtime = try LuaRuntime(engine: Engine(screenSize: try engineOptions.screenSize()), options: options)
        if let report = runtime.run(file: script).report {
            fflush(stdout)
            fputs(report + "\n", stderr)
            Glibc.exit(1)
        }
        var renderOptions = SVGRenderer.Options()
        if let at {
            let xy = at.split(separator: ",").compactMap { Double($0) }
            renderOptions.location = Point(xy[0], xy[1])
        }
        let svg = try SVGRenderer(engine: runtime.engine, options: renderOptions).render()
        guard let file = fopen(output, "w") else {
            fputs("respond-lua: cannot write \(output)\n", stderr)
            Glibc.exit(1)
        }
        fputs(svg, file)
        fclose(file)
        fflush(stdout)
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

/// Exit 2 for usage errors (ArgumentParser's own code is 64).
do {
    var command = try RespondLuaCommand.parseAsRoot()
    try command.run()
} catch {
    let code = RespondLuaCommand.exitCode(for: error)
    if code == .success || code.rawValue == 1 {
        RespondLuaCommand.exit(withError: error)
    }
    let message = RespondLuaCommand.fullMessage(for: error)
    if code.rawValue == ExitCode.validationFailure.rawValue {
        fputs("respond-lua: " + message + "\n", stderr)
        Glibc.exit(2)
    }
    RespondLuaCommand.exit(withError: error)
}
