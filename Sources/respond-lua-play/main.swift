import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import RespondCommandLine
import RespondCore
import RespondPlayground

/// The playground's server. `respond-lua play SCRIPT` and `respond-lua exercises
/// play N` check their command lines and hand over to it; it can be run by
/// itself too. It runs the script (or sets up the exercise), prints the page's
/// URL (127.0.0.1, with a random token) and serves until stopped.
struct PlaygroundServerCommand: ParsableCommand {
    // The help follows the language, as respond-lua's commands' do (HelpWords).
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "respond-lua-play",
        abstract: HelpWords.text("The playground's server: respond-lua play SCRIPT, or respond-lua exercises play N, start it.",
                                 "演练场的服务器，由 respond-lua play 或 exercises play 启动。"))
    }

    @Option(help: HelpWords.option("The script to run and serve.", "要运行并在网页上展示的脚本。"))
    var script: String?

    @Option(help: HelpWords.option("An exercise to serve: its number (with --workspace and --source).",
                                   "要在网页上打开的练习编号（配合 --workspace 和 --source）。"))
    var exercise: Int?

    @Option(help: HelpWords.option("The exercises' workspace (the learner's copies).", "练习的工作目录（学习者的练习副本）。"))
    var workspace: String?

    @Option(help: HelpWords.option("The shipped exercises' folder.", "随附练习所在的目录。"))
    var source: String?

    // (Optional, its default said in its words: ArgumentParser's "(default: …)" is English.)
    @Option(name: .customLong("port"), help: HelpWords.option("The port on 127.0.0.1 (0 picks a free one).",
                                                              "127.0.0.1 上的端口（0 表示自动选一个空闲端口）。"))
    var portGiven: Int?
    var port: Int { portGiven ?? 0 }

    @Flag(name: .customLong("no-open"), help: HelpWords.option("Do not try to open a browser.", "不要尝试打开浏览器。"))
    var noOpen = false

    @OptionGroup var engineOptions: EngineOptions

    // For the tests: the server's limits.
    @Option(help: .hidden)
    var requestSeconds: Double?

    @Option(help: .hidden)
    var strangerSeconds: Double?

    @Option(help: .hidden)
    var maxConnections: Int?

    @Option(help: .hidden)
    var pageBacklogMb: Int?

    // A page's engine: the server starts this program again with these (see PlaygroundWorker).
    @Flag(help: .hidden)
    var engineWorker = false

    @Option(help: .hidden)
    var engineNote: String?

    func validate() throws {
        guard (script == nil) != (exercise == nil) else { throw ValidationError("give --script or --exercise (one of them)") }
        if exercise != nil, workspace == nil || source == nil {
            throw ValidationError("--exercise needs --workspace and --source")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, got \(port)") }
        if let s = requestSeconds, !(s > 0 && s <= 3600) { throw ValidationError("--request-seconds must be from 0 to 3600") }
        if let s = strangerSeconds, !(s > 0 && s <= 3600) { throw ValidationError("--stranger-seconds must be from 0 to 3600") }
        if let n = maxConnections, n <= 0 { throw ValidationError("--max-connections must be a positive number") }
        if let n = pageBacklogMb, n <= 0 { throw ValidationError("--page-backlog-mb must be a positive number") }
    }

    func run() throws {
        Language.current = Language.fromProcessLocale()
        let what: String
        var configuration: PlaygroundConfiguration
        if let script {
            configuration = PlaygroundConfiguration(source: .script(script))
            what = script
        } else {
            configuration = PlaygroundConfiguration(source: .exercise(source: source!, workspace: workspace!, number: exercise!))
            what = "exercise \(exercise!)"
        }
        configuration.engine = try engineOptions.settings()
        configuration.freshEngineNote = engineNote
        if engineWorker { PlaygroundWorker.run(configuration: configuration) }

        var limits = PlaygroundServerLimits()
        if let requestSeconds { limits.requestSeconds = requestSeconds }
        if let strangerSeconds { limits.strangerSeconds = strangerSeconds }
        if let maxConnections { limits.connections = maxConnections }
        if let pageBacklogMb { limits.outboxBytes = pageBacklogMb << 20 }
        let server: PlaygroundServer
        do {
            // The workers: this program again, with the same options.
            let arguments = Array(CommandLine.arguments.dropFirst()) + ["--engine-worker"]
            server = try PlaygroundServer(workerArguments: arguments, script: script, exercise: exercise, limits: limits)
            if let problem = server.startupProblem {
                fputs("respond-lua: \(what) failed (the page shows it too; save a fix and it reloads):\n\(problem)\n", stderr)
            }
            try server.start(port: UInt16(port))
        } catch let error as PlaygroundError {
            fputs("respond-lua: \(error.message)\n", stderr)
            throw ExitCode(1)
        }
        let whatZh = exercise.map { "练习 \($0)" } ?? what
        print(Words("respond-lua playground for \(what): \(server.url)",
                    "respond-lua 演练场（\(whatZh)）：\(server.url)").text())
        print(Words("(only this machine can open it, and only with this token; "
                    + "\(server.watchedFile.map { "it reloads when \($0) changes; " } ?? "")Ctrl-C stops)",
                    "（只有这台机器、并且带着这个 token 才能打开；"
                    + "\(server.watchedFile.map { "\($0) 改动后会自动重新加载；" } ?? "")按 Ctrl-C 停止）").text())
        fflush(stdout)
        if !noOpen { server.openInBrowser() }
        server.wait()
    }
}

/// Usage errors exit 2 with one line, as respond-lua's do. The help is made
/// while the line is parsed: its language (`--lang`, else the locale) first.
Language.current = Language.given(in: CommandLine.arguments) ?? Language.fromProcessLocale()
PlaygroundServerCommand.runAndExit(Array(CommandLine.arguments.dropFirst()))
