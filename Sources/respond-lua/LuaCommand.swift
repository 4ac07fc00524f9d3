#if canImport(Glibc)
import Glibc
#endif
import RespondCore
import RespondLua

/// `respond-lua [options] [script [args]]`, parsed as `lua` parses its command
/// line (no ArgumentParser here: its set-up is a third of start-up time).
///
/// As in `lua`: options come before the script; `-e` and `-l` run in the order
/// given; `...` in the main chunk holds the script's arguments; `arg[0]` is the
/// script, `arg[-1]`, `arg[-2]`... the options before it and the program; `-`
/// (or no script with standard input not a terminal) runs standard input;
/// `-i` starts the prompt after the rest (reading a pipe too); no arguments on a
/// terminal starts the prompt; `LUA_INIT_5_4` / `LUA_INIT` run first unless `-E`.
struct LuaCommand {
    enum Step {
        case code(String)
        case library(global: String, module: String)
    }

    var steps: [Step] = []
    var interactive = false
    var showVersion = false
    var ignoreEnvironment = false
    var warnings = false
    var trace = false
    var traceFormat = LuaRuntime.TraceFormat.text
    var traceFile: String?
    var engine = EngineSettings()
    /// Index in `arguments` of the script (or of "-"), if any.
    var scriptIndex: Int?
    let arguments: [String]

    static var usage: String { Language.current == .zh ? usageZh : usageEn }

    static var usageZh: String { """
        用法：respond-lua [选项] [脚本 [参数]]
              respond-lua 命令 ...           （test、render、exercises、why、import、api、glossary、play；命令 --help 查看说明）
        写在脚本前面的选项（与 lua 相同）：
          -e stat                运行 Lua 语句 stat
          -i                     运行完脚本后进入交互提示符
          -l mod                 把库 mod 加载到全局变量 mod（-l g=mod：加载到全局变量 g）
          -v, --version          显示版本
          -E                     忽略 LUA_INIT 环境变量
          -W                     打开警告
          --                     不再处理后面的选项
          -                      不再处理后面的选项，并运行标准输入
        respond-lua 自己的选项：
          --trace                事件分发的每一条记录都即时打印出来
          --trace-format F       text（默认：连续的帧合成一行，并说明每次触摸的结果）、
                                 full（每一条记录）或 json（每行一条记录）；同时打开 --trace
          --trace-file PATH      把跟踪记录写到 PATH，而不是标准输出（- 表示标准错误）
        \(EngineSettings.usageLines)  -h, --help             显示这段说明
        """ }

    static var usageEn: String { """
        usage: respond-lua [options] [script [args]]
               respond-lua COMMAND ...        (test, render, exercises, why, import, api, glossary, play; COMMAND --help)
        Options, before the script (as in lua):
          -e stat                run the Lua statement stat
          -i                     start the prompt after running the script
          -l mod                 require library mod into global mod (-l g=mod: into global g)
          -v, --version          print the version
          -E                     ignore the LUA_INIT environment variables
          -W                     turn warnings on
          --                     stop handling options
          -                      stop handling options and run standard input
        respond-lua options:
          --trace                print every dispatch record as it happens
          --trace-format F       text (the default: runs of frames in one line, each touch's
                                 outcome said), full (every record) or json (one record a
                                 line); implies --trace
          --trace-file PATH      write the trace to PATH instead of standard output (- is standard error)
        \(EngineSettings.usageLines)  -h, --help             this text
        """ }

    /// Reads the command line, or says what is wrong (a usage error).
    init(_ arguments: [String]) throws {
        self.arguments = arguments
        var i = 1
        func value(_ option: String) throws -> String {
            i += 1
            guard i < arguments.count else { throw UsageError("\(option) needs a value") }
            return arguments[i]
        }
        options: while i < arguments.count {
            let argument = arguments[i]
            switch argument {
            case "--":
                i += 1
                break options
            case "-":
                scriptIndex = i
                break options
            case "-e":
                steps.append(.code(try value("-e")))
            case "-l":
                let spec = try value("-l")
                if let equals = spec.firstIndex(of: "=") {
                    steps.append(.library(global: String(spec[..<equals]), module: String(spec[spec.index(after: equals)...])))
                } else {
                    steps.append(.library(global: spec, module: spec))
                }
            case "-i": interactive = true
            case "-v", "--version": showVersion = true
            case "-E": ignoreEnvironment = true
            case "-W": warnings = true
            case "--trace": trace = true
            case "--trace-format":
                let name = try value(argument)
                guard let format = LuaRuntime.TraceFormat(rawValue: name) else {
                    throw UsageError("--trace-format takes text, full or json, got '\(name)'")
                }
                traceFormat = format
                trace = true
            case "--trace-file":
                traceFile = try value(argument)
                trace = true
            case "-h", "--help":
                throw HelpRequest()
            default:
                if argument.hasPrefix("-e"), argument.count > 2 {          // -estat, as lua allows
                    steps.append(.code(String(argument.dropFirst(2))))
                } else if argument.hasPrefix("-l"), argument.count > 2 {
                    let spec = String(argument.dropFirst(2))
                    steps.append(.library(global: spec, module: spec))
                } else if try engine.parse(argument, next: { try value(argument) }) {
                    break
                } else if argument.hasPrefix("-") {
                    throw UsageError("unrecognized option '\(argument)'")
                } else {
                    break options
                }
            }
            i += 1
        }
        if scriptIndex == nil, i < arguments.count { scriptIndex = i }
    }

    /// The runtime of the run, held until the process exits.
    nonisolated(unsafe) static var keptUntilExit: LuaRuntime?

    /// Runs it; the exit status.
    func run() -> Int32 {
        if showVersion { print(Version.text) }
        let stdinIsTerminal = isatty(0) != 0
        let noScript = scriptIndex == nil
        // Like lua: nothing to run and a terminal: the prompt; a pipe: run it.
        let runsStandardInput = (scriptIndex.map { arguments[$0] == "-" } ?? false)
            || (noScript && steps.isEmpty && !interactive && !showVersion && !stdinIsTerminal)
        let startsPrompt = interactive || (noScript && steps.isEmpty && !showVersion && stdinIsTerminal)

        var options = engine.runtimeOptions()
        options.interruptible = startsPrompt
        if let scriptIndex {
            options.scriptName = arguments[scriptIndex]
            options.scriptArguments = Array(arguments[(scriptIndex + 1)...])
            options.argumentsBeforeScript = Array(arguments[..<scriptIndex])
        } else {
            // No script: as lua, the program is arg[0] and the options follow it.
            options.scriptName = arguments.first
            options.scriptArguments = Array(arguments.dropFirst())
        }
        let runtime: LuaRuntime
        do {
            runtime = try LuaRuntime(engine: Engine(screenSize: engine.screen), options: options)
        } catch {
            fputs("respond-lua: \(error)\n", stderr)
            return 1
        }
        if warnings { runtime.setWarnings(true) }
        if trace {
            do {
                try runtime.setTraceOutput(traceFile, format: traceFormat)
            } catch {
                fputs("respond-lua: \(error)\n", stderr)
                return 1
            }
        } else {
            runtime.traceFormat = traceFormat
        }
        defer { fflush(stdout) }

        if !ignoreEnvironment, let report = runInit(runtime) { return fail(report, runtime) }
        for step in steps {
            let outcome: LuaRuntime.Outcome
            switch step {
            case .code(let code): outcome = runtime.run(code: code, chunkName: "=(command line)")
            case .library(let global, let module): outcome = runtime.require(module, as: global)
            }
            if let report = outcome.report { return fail(report, runtime) }
        }
        if let scriptIndex {
            let path = arguments[scriptIndex] == "-" ? nil : arguments[scriptIndex]
            if let path, access(path, R_OK) != 0 {
                fputs("respond-lua: cannot open \(path): \(String(cString: strerror(errno)))\n", stderr)
                return 2
            }
            // Before the prompt (-i), the script's locals stay reachable as globals
            // of the same names, as in the playground (SceneNames.swift).
            let scriptArguments = Array(arguments[(scriptIndex + 1)...])
            let outcome = startsPrompt && path != nil
                ? runtime.runKeepingLocals(file: path!, arguments: scriptArguments)
                : runtime.run(file: path, arguments: scriptArguments)
            if let report = outcome.report { return fail(report, runtime) }
        } else if runsStandardInput {
            if let report = runtime.run(file: nil).report { return fail(report, runtime) }
        }
        if startsPrompt {
            let settings = engine
            let session = ReplSession(runtime: runtime) {
                var fresh = settings.runtimeOptions()
                fresh.interruptible = true
                return try LuaRuntime(engine: Engine(screenSize: settings.screen), options: fresh)
            }
            Prompt(session: session, banner: noScript && steps.isEmpty).run()
            return 0
        }
        // As lua closes its state: the finalizers still due run, under the limits.
        // Then the process ends and its memory goes back with it, so the runtime
        // is not taken apart object by object (a sixth of an empty run's work).
        LuaCommand.keptUntilExit = runtime
        if let report = runtime.finish().report { return fail(report, runtime) }
        if let failure = runtime.invariantFailure() { return fail("respond-lua: " + failure, nil) }
        return 0
    }

    /// `LUA_INIT_5_4`, else `LUA_INIT`: code, or `@file` to run a file.
    private func runInit(_ runtime: LuaRuntime) -> String? {
        for name in ["LUA_INIT_5_4", "LUA_INIT"] as [StaticString] {
            guard let value = ProcessEnvironment.value(name).map({ String(cString: $0) }) else { continue }
            if value.hasPrefix("@") { return runtime.run(file: String(value.dropFirst())).report }
            return runtime.run(code: value, chunkName: "=\(name.description)").report
        }
        return nil
    }

    /// Prints the error report; with `--check-invariants`, the violations the
    /// end of the run finds follow it.
    private func fail(_ report: String, _ runtime: LuaRuntime?) -> Int32 {
        fflush(stdout)
        writeText(report + "\n", to: stderr)
        if let failure = runtime?.invariantFailure() { fputs("respond-lua: \(failure)\n", stderr) }
        return 1
    }
}

struct HelpRequest: Error {}

enum Version {
    static let number = "0.6"
    static var text: String { "respond-lua \(number) (Lua 5.4)" }
}
