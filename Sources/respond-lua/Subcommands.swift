import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import RespondCommandLine
import RespondCore
import RespondLua

/// `respond-lua COMMAND ...`: the commands besides running a script.
struct Subcommands: ParsableCommand {
    // Every command's help follows the language (the locale, or `--lang`, read
    // before the command line is parsed): see HelpWords.
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "respond-lua",
        abstract: HelpWords.text("UIKit's touch delivery, hit testing and responder chain, scripted in Lua.",
                                 "用 Lua 脚本重现 UIKit 的触摸传递、命中测试和响应者链。"),
        // The same two forms `respond-lua --help` gives (a script with its
        // options, or a command), so that `respond-lua help` does not contradict it.
        usage: HelpWords.say("""
            respond-lua [options] [script [args]]     (the options: respond-lua --help)
              respond-lua <subcommand> ...
            """, """
            respond-lua [选项] [脚本 [参数]]     （选项见 respond-lua --help）
              respond-lua <subcommand> ...
            """),
        subcommands: [Test.self, Render.self, Exercises.self, Why.self, ImportDump.self, API.self, Glossary.self, Play.self,
                      Completion.self])
    }

    /// A switch, not a Set: hashing and generic set-up cost start-up time.
    static func isCommand(_ word: String) -> Bool {
        switch word {
        case "test", "render", "exercises", "why", "import", "api", "glossary", "play", "completion", "help": true
        default: false
        }
    }
}

struct Test: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        abstract: HelpWords.text("Run each script in a fresh engine; a script passes if it finishes without error.",
                                 "每个脚本在全新的引擎里运行，没出错就算通过。"),
        discussion: HelpWords.text("""
            Each result is printed as it finishes; then a short summary names each failure (FAIL: a failed \
            expect, assertEqual or assertError; ERROR: a runtime error, a timeout, a crash) with the first line \
            of its reason, and the last line is "N passed, N failed". A script that replaces expect, assertEqual \
            or assertError with a function of its own fails (its checks would assert nothing). With -x the first \
            failure stops the run (scripts still running are killed and reported as not run); --lf runs only the \
            scripts that failed the last time the same paths were tested from the same directory (all of them \
            when none is on record); the record is kept in $XDG_CACHE_HOME/respond-lua/last-failed/ \
            (~/.cache/respond-lua/last-failed/ without it). Each script runs in a \
            process of its own, with standard input closed: one that calls os.exit, crashes or never returns \
            from a library call fails alone. What a script prints is kept up to 256 KB (its head and its \
            tail; the cut is said). Exit status: 0 all passed, 1 something failed, 2 a usage error (no script \
            found, say).
            """, """
            每个脚本一结束就打印它的结果；最后是一份简短的失败摘要，列出每个失败和原因的第一行（失败：expect、\
            assertEqual 或 assertError 没有通过；出错：运行时错误、超时或崩溃），最后一行是“N 个通过，N 个失败”。\
            脚本如果把 expect、assertEqual 或 assertError 换成自己的函数，就算失败（那样它的检查什么也没有断言）。\
            加 -x 时，第一个失败就结束这次运行（还在运行的脚本会被终止，记为未运行）；--lf 只运行上次在同一目录下\
            测试同样的路径时失败的脚本（没有记录时全部运行），记录保存在 $XDG_CACHE_HOME/respond-lua/last-failed/\
            （没有设置这个变量时是 ~/.cache/respond-lua/last-failed/）。每个脚本在单独的进程里运行，标准输入已关闭：\
            调用 os.exit、崩溃或卡在库函数调用里不返回的脚本，只会让它自己失败。脚本打印的内容最多保留 256 KB\
            （保留开头和结尾，并注明截断的地方）。

            退出状态：0 全部通过；1 有脚本失败；2 用法错误（比如没有找到脚本）。
            """))
    }

    @OptionGroup var engineOptions: EngineOptions

    @Flag(name: .shortAndLong, help: HelpWords.option("Also print what passing scripts print.",
                                                      "通过的脚本打印的内容也显示出来。"))
    var verbose = false

    // (Optional, its default said in its words: ArgumentParser's "(default: …)" is English.)
    @Option(name: .customLong("timeout"), help: HelpWords.option("Seconds a script may run before it is stopped (default 60).",
                                                                 "每个脚本最多运行多少秒，超时就停止（默认 60）。"))
    var timeoutGiven: Double?
    var timeout: Double { timeoutGiven ?? 60 }

    @Option(help: HelpWords.option("Run only the scripts whose path contains this text.",
                                   "只运行路径中包含这段文字的脚本。"))
    var filter: String?

    @Flag(help: HelpWords.option("Print the results as TAP (Test Anything Protocol, version 13).",
                                 "以 TAP（Test Anything Protocol，第 13 版）格式输出结果。"))
    var tap = false

    @Option(help: HelpWords.option("Also write the results as JUnit XML to this file.",
                                   "同时把结果以 JUnit XML 写入这个文件。"))
    var junit: String?

    @Option(name: .customShort("j"),
            help: HelpWords.option("Run this many scripts at once (each always runs in a process of its own; default 1).",
                                   "同时运行这么多个脚本（每个脚本总在单独的进程里运行；默认 1）。"))
    var jobsGiven: Int?
    var jobs: Int { jobsGiven ?? 1 }

    @Flag(name: [.customShort("x"), .customLong("exitfirst")],
          help: HelpWords.option("Stop after the first failure (scripts still running are killed and reported as not run).",
                                 "第一个失败之后就停止（还在运行的脚本会被终止，记为未运行）。"))
    var exitFirst = false

    @Flag(name: [.customLong("lf"), .customLong("last-failed")],
          help: HelpWords.option("Run only the scripts that failed last time (all of them when none did).",
                                 "只运行上次失败的脚本（上次没有失败的就全部运行）。"))
    var lastFailed = false

    @Flag(help: .hidden)
    var worker = false

    @Argument(help: HelpWords.option("Scripts, or directories to search for .lua files.",
                                     "脚本，或者要在里面查找 .lua 文件的目录。"))
    var paths: [String] = []

    func validate() throws {
        guard timeout > 0, timeout <= 86_400 else { throw ValidationError(Words("--timeout takes seconds from 0 to 86400", "--timeout 的秒数要在 0 到 86400 之间").text()) }
        guard jobs >= 1, jobs <= 256 else { throw ValidationError(Words("-j takes a number of jobs from 1 to 256", "-j 同时运行的个数要在 1 到 256 之间").text()) }
        guard !paths.isEmpty else { throw ValidationError(Words("name the scripts to run, or directories holding them",
                                                               "请给出要运行的脚本，或者存放脚本的目录").text()) }
    }

    func run() throws {
        let settings = try engineOptions.settings()
        let found: ScriptSuite.Found
        do {
            found = try ScriptSuite.find(paths, filter: filter)
        } catch {
            throw ValidationError("\(error)")
        }
        guard !found.files.isEmpty || !found.unnamable.isEmpty else {
            let places = paths.joined(separator: ", ")
            throw ValidationError(Words("no scripts found in \(places)\(filter.map { " matching '\($0)'" } ?? "")",
                                        "在 \(places) 里没有找到\(filter.map { "路径包含“\($0)”的" } ?? "")脚本").text())
        }
        if worker { runWorker(found.files.first ?? "", settings) }
        let record = LastFailedRecord(paths: paths)
        var files = found.files
        if lastFailed {
            let failedBefore = record.read() ?? []
            let rerun = files.filter { failedBefore.contains(ScriptSuite.displayName($0)) }
            // Said on standard error under --tap (its first line must be TAP's version).
            func say(_ words: Words) {
                if tap { fputs(words.text() + "\n", stderr) } else { print(words.text()) }
            }
            if rerun.isEmpty {
                say(Words("--lf: no failure on record for these scripts; running all \(files.count)",
                            "--lf：这些脚本没有失败记录，将运行全部 \(files.count) 个"))
            } else {
                say(Words("--lf: running the \(rerun.count) of \(files.count) that failed last time",
                            "--lf：只运行上次失败的 \(rerun.count) 个（共 \(files.count) 个）"))
                files = rerun
            }
        }
        // A reader that goes away must not end the run (the JUnit file is still written).
        signal(SIGPIPE, SIG_IGN)
        var results: [ScriptSuite.Result] = []
        func report(_ result: ScriptSuite.Result) {
            // What is printed now is not held, unless a report at the end needs it
            // (what passing scripts printed, no report does).
            if tap || junit != nil {
                results.append(result.passed ? .init(path: result.path, output: "", outcome: .ok, seconds: result.seconds) : result)
            } else if result.passed {
                results.append(.init(path: result.path, output: "", outcome: .ok))
            } else {
                // The summary needs the first line of the reason, not the output.
                results.append(.init(path: result.path, output: "", outcome: result.outcome, failedCheck: result.failedCheck))
            }
            if tap { return }
            print(TestSummary.statusLine(passed: result.passed, name: ScriptSuite.displayName(result.path)))
            if !result.passed || verbose { print(result.output, terminator: "") }
            if let report = result.outcome.report { print(report) }
            fflush(stdout)
        }
        for name in found.unnamable { report(ScriptSuite.unnamableResult(name)) }
        // Every script runs in a worker process of its own, even one at a time:
        // one that calls os.exit, crashes, or is stuck in a library call no
        // interrupt reaches ends itself, never the run.
        let program = ProgramFile.current.path
        let words = engineOptions.words
        var notRun: [String] = []
        if !(exitFirst && results.contains { !$0.passed }) {
            notRun = ParallelScripts(jobs: jobs, timeout: timeout) { file in
                [program, "test", "--worker", "--timeout", String(timeout)] + words + ["--", file]
            }.run(files, stopAfterFailure: exitFirst, report: report)
        } else {
            notRun = files
        }
        let failed = results.filter { !$0.passed }.count
        let summary = TestSummary.counts(passed: results.count - failed, failed: failed, notRun: notRun.count)
        if tap {
            print(TestReports.tap(results, notRun: notRun) + "# " + summary)
        } else {
            print(TestSummary.failureList(results, notRun: notRun) + summary)
        }
        fflush(stdout)
        do {
            try record.write(failed: results.filter { !$0.passed }.map(\.path), ran: results.map(\.path))
        } catch {
            fputs("respond-lua: \(error)\n", stderr)
        }
        if let junit {
            do {
                try writeFile(junit, TestReports.junit(results, notRun: notRun))
            } catch {
                fputs("respond-lua: \(error)\n", stderr)
                throw ExitCode(1)
            }
        }
        if failed > 0 { throw ExitCode(1) }
    }

    private func runWorker(_ file: String, _ settings: EngineSettings) -> Never {
        TestWorker.run(file, settings, timeout: timeout)
    }
}

/// `respond-lua test --worker --timeout S [engine options] -- FILE`: one
/// script, for a runner that runs each in a process of its own. Parsed here by
/// hand, as `lua`'s options are (ArgumentParser's set-up costs more than most
/// scripts); a word it does not know leaves the line to ArgumentParser.
enum TestWorker {
    static func mainIfQuick(_ arguments: [String]) {
        guard arguments.count >= 4, arguments[0] == "test", arguments[1] == "--worker" else { return }
        var settings = EngineSettings()
        var timeout = 60.0
        var i = 2
        while i < arguments.count {
            let word = arguments[i]
            if word == "--" {
                guard i + 2 == arguments.count else { return }
                run(arguments[i + 1], settings, timeout: timeout)
            }
            func next() throws -> String {
                guard i + 1 < arguments.count else { throw UsageError("\(word) needs a value") }
                i += 1
                return arguments[i]
            }
            if word == "--timeout" {
                guard let text = try? next(), let seconds = Double(text), seconds > 0, seconds <= 86_400 else { return }
                timeout = seconds
            } else {
                guard (try? settings.parse(word, next: next)) == true else { return }
            }
            i += 1
        }
    }

    /// Runs the script: what it prints goes to standard output as it comes
    /// (nothing is held), and once it has finished, its verdict goes to
    /// descriptor 3 (see `WorkerVerdict`; standard error when 3 is not open),
    /// headed by the token the runner gave on descriptor 4, which is read and
    /// closed, and this process isolated, before the script runs.
    /// Exit 0 or 1.
    static func run(_ file: String, _ settings: EngineSettings, timeout: Double) -> Never {
        // Before the script: the token its verdict must carry (read and closed),
        // and nothing of this process within reach of the other workers.
        // (Isolated first, so that the token is never readable through /proc.)
        if WorkerVerdict.hasToken { WorkerVerdict.isolateWorker() }
        let token = WorkerVerdict.takeToken()
        let verdictOpen = fcntl(WorkerVerdict.descriptor, F_GETFD) != -1
        // Programs the script starts do not get it.
        if verdictOpen { _ = fcntl(WorkerVerdict.descriptor, F_SETFD, FD_CLOEXEC) }
        startFlusher()
        // A CPU-time limit by default too (--max-time): the timeout is wall-clock
        // time, and this one also reaches into library calls that count no
        // instructions, with the script's line when it can.
        var options = settings.runtimeOptions()
        if options.maxTime == 0 { options.maxTime = timeout }
        let (outcome, failedCheck) = ScriptSuite.checkedRun(file, options: options, screen: settings.screen,
                                                            timeout: timeout) { text in
            var text = text
            text.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
        }
        fflush(stdout)
        if verdictOpen {
            let bytes = WorkerVerdict(outcome, failedCheck: failedCheck).bytes(token: token)
            var written = 0
            while written < bytes.count {
                let n = bytes[written...].withUnsafeBytes { write(WorkerVerdict.descriptor, $0.baseAddress, $0.count) }
                if n > 0 { written += n } else if n < 0 && errno == EINTR { continue } else { break }
            }
        } else if let report = outcome.report {
            var text = report + "\n"
            text.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, stderr) }
        }
        Glibc.exit(outcome == .ok ? 0 : 1)
    }

    /// What the script prints is buffered (a write for each line would make
    /// printing three times slower); a thread of its own flushes it now and
    /// then, so that a worker killed inside a call that never returns has
    /// handed over everything printed before it. The thread touches nothing
    /// but C's standard output, and only when no one else holds it.
    private static func startFlusher() {
        // At exit (os.exit included) C flushes standard output without its
        // lock: hold the lock first, so that the thread cannot flush the same
        // buffer at the same time.
        atexit { flockfile(stdout) }
        var thread = pthread_t()
        _ = pthread_create(&thread, nil, { _ in
            while true {
                usleep(100_000)
                if ftrylockfile(stdout) == 0 {
                    fflush_unlocked(stdout)
                    funlockfile(stdout)
                }
            }
        }, nil)
    }
}

struct Render: ParsableCommand {
    static var configuration: CommandConfiguration {
        Language.current == .zh
            ? CommandConfiguration(
                abstract: "运行脚本，把屏幕画成 SVG，标出命中路径和响应者链。",
                discussion: HelpWords.text("", """
                    隐藏的视图画成虚线；正在动画的视图画在它此刻显示的位置，模型层的 frame 画成虚线。\
                    --at X,Y 画出屏幕上这一点的命中测试（默认是最后一次触摸的位置）。
                    """))
            : CommandConfiguration(
                abstract: "Run a script, then draw the screen as SVG: views, hidden ones dashed, touches, the hit path and the responder chain; animated views where they are drawn, their model frames dashed.")
    }

    @Option(name: .shortAndLong, help: HelpWords.option("Where to write the SVG (- for standard output).",
                                                        "SVG 写到哪里（- 表示标准输出）。"))
    var output: String

    @Option(help: HelpWords.option("Show the hit test at this screen point, as X,Y (default: the last touch).",
                                   "画出屏幕上这一点的命中测试，写作 X,Y（默认是最后一次触摸）。"))
    var at: String?

    @OptionGroup var engineOptions: EngineOptions

    @Argument(help: HelpWords.option("The script.", "脚本。"))
    var script: String

    private var point: Point? {
        guard let at else { return nil }
        let xy = at.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        guard xy.count == 2, let x = xy[0], let y = xy[1], x.isFinite, y.isFinite,
              abs(x) <= 1e7, abs(y) <= 1e7 else { return nil }
        return Point(x, y)
    }

    func validate() throws {
        if access(script, R_OK) != 0 { throw ValidationError(Words("cannot open \(script): no such file", "无法打开 \(script)：没有这个文件").text()) }
        if at != nil, point == nil {
            throw ValidationError(Words("--at takes X,Y (finite numbers), like 120,80; got '\(at!)'",
                                        "--at 要写成 X,Y（两个有限的数），比如 120,80；收到的是“\(at!)”").text())
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
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "api",
        abstract: HelpWords.text("Print what scripts can use: LuaCATS annotations for editors (--luacats), or a list of members.",
                                 "列出脚本能用的 API，或输出 LuaCATS 注解（--luacats）。"))
    }

    @Flag(help: HelpWords.option("LuaCATS annotations (---@meta) for lua-language-server.",
                                 "输出给 lua-language-server 用的 LuaCATS 注解（---@meta）。"))
    var luacats = false

    // For scripts/regenerate.sh: prints a generated file (GeneratedSources).
    @Option(help: .hidden)
    var generate: String?

    @Option(help: .hidden)
    var apiMarkdown: String?

    func run() throws {
        if let generate {
            let markdown = try apiMarkdown.map { String(decoding: try WholeFile.bytes($0), as: UTF8.self) }
            print(try GeneratedSources.text(of: generate, apiMarkdown: markdown), terminator: "")
            return
        }
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

/// `respond-lua glossary [WORD]`: the terms with their Chinese names (响应者链, 第一响应者, 命中测试...).
struct Glossary: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "glossary",
        abstract: HelpWords.text("The terms of touch delivery with their Chinese names (术语表), or the ones matching WORD.",
                                 "触摸传递的中英术语表，或与 WORD 相符的条目。"),
        discussion: HelpWords.text(
            "WORD may be English, Chinese or a Lua name: `respond-lua glossary 第一响应者`, `respond-lua glossary hitTest`. "
                + "Chinese comes first when LANG or LC_ALL names a Chinese locale, or with --zh.",
            "WORD 可以是英文、中文或 Lua 里的名字：`respond-lua glossary 第一响应者`、`respond-lua glossary hitTest`。"
                + "在中文区域设置下（LANG 或 LC_ALL 是中文），或者加上 --zh 时，中文在前。"))
    }

    @Argument(help: HelpWords.option("A term to look up (English, 中文, or a Lua name).",
                                     "要查的术语（英文、中文或 Lua 里的名字）。"))
    var word: String?

    @Flag(help: HelpWords.option("Chinese first (中文在前).", "中文在前。"))
    var zh = false

    @Flag(help: HelpWords.option("English first.", "英文在前。"))
    var en = false

    func run() throws {
        // Language.current is the locale's, read at start (main.swift).
        let chineseFirst = zh || (!en && Language.current == .zh)
        print(RespondLua.Glossary.text(matching: word, chineseFirst: chineseFirst), terminator: "")
    }
}

/// `respond-lua completion bash|zsh|fish`: the shell's completion script for
/// the commands and their options (ArgumentParser writes it).
struct Completion: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        abstract: HelpWords.text("Print a completion script for your shell: commands, their options and exercise files.",
                                 "输出 shell 的补全脚本（命令、选项和练习文件）。"),
        discussion: HelpWords.say("", "按你用的 shell 把它存到对应的位置：\n\n") + """
            bash:  respond-lua completion bash > ~/.local/share/bash-completion/completions/respond-lua
            zsh:   respond-lua completion zsh > "${fpath[1]}/_respond-lua"
            fish:  respond-lua completion fish > ~/.config/fish/completions/respond-lua.fish
            """)
    }

    @Argument(help: HelpWords.option("bash, zsh or fish.", "bash、zsh 或 fish。"))
    var shell: String

    func validate() throws {
        guard CompletionShell(rawValue: shell) != nil else {
            throw ValidationError(Words("completion takes bash, zsh or fish, got '\(shell)'",
                                        "completion 只接受 bash、zsh 或 fish，收到的是“\(shell)”").text())
        }
    }

    func run() throws {
        print(Subcommands.completionScript(for: CompletionShell(rawValue: shell)!), terminator: "")
    }
}

