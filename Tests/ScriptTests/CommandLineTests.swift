import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import RespondCore
import XCTest

/// The `respond-lua` executable itself, as users run it.
final class CommandLineTests: XCTestCase {
    /// A shell prefix that bounds a program's address space (4 GB), so that a
    /// reader that grows without bound fails quickly. Not under
    /// AddressSanitizer, whose shadow memory reserves terabytes of addresses.
    static let memoryBound = ProcessInfo.processInfo.environment["RESPOND_LUA_SANITIZER"] == nil ? "ulimit -v 4000000; " : ""

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `respond-lua` built with these tests: beside the test bundle, in the
    /// same build directory (`.build/debug`, or the sanitizer build's).
    static let binary: URL = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = bundle.deletingLastPathComponent()
        // Linux runs `name.xctest` itself; elsewhere it may be a bundle directory.
        while !directory.path.isEmpty, directory.path != "/",
              !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("respond-lua").path) {
            directory = directory.deletingLastPathComponent()
        }
        let beside = directory.appendingPathComponent("respond-lua")
        return FileManager.default.isExecutableFile(atPath: beside.path)
            ? beside : root.appendingPathComponent(".build/debug/respond-lua")
    }()

    func testRunsAScriptTwiceWithTheSameBytes() throws {
        let first = try TestProcess.respondLua(["scripts/examples/01_yellow_view_on_table.lua"])
        let second = try TestProcess.respondLua(["scripts/examples/01_yellow_view_on_table.lua"])
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(first.stdout, second.stdout)
        let expected = try String(contentsOf: Self.root.appendingPathComponent("scripts/examples/01_yellow_view_on_table.expected"),
                                  encoding: .utf8)
        XCTAssertEqual(first.stdout, expected)
    }

    func testErrorsExitOneWithLocationAndTraceback() throws {
        let run = try TestProcess.respondLua(["-e", "local v = UIView{}\nv:addSubview(v)"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, """
            (command line):2: bad argument #1 to 'addSubview' (cannot add a view to itself)
            stack traceback:
            \t[C]: in method 'addSubview'
            \t(command line):2: in main chunk

            """)
    }

    /// An error inside an override: one traceback, of the script's own frames,
    /// each once, with the engine's Lua helpers shown as the built-ins they are.
    func testAnErrorInsideAnOverrideHasOneCleanTraceback() throws {
        let run = try TestProcess.respondLua(["-e", """
            local w = UIWindow{} w:makeKeyAndVisible()
            local v = UIView{frame = {0, 0, 100, 100}} w:addSubview(v)
            local function check(n) if n > 1 then error("too many") end end
            function v:touchesMoved(touches, event) check(touches.count + 1) end
            local f = touchDown(10, 10)
            f:moveTo(20, 20)
            """])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, """
            (command line):3: too many
            stack traceback:
            	[C]: in function 'error'
            	(command line):3: in upvalue 'check'
            	(command line):4: in function <(command line):4>
            	[C]: in method 'moveTo'
            	(command line):6: in main chunk

            """)
        let tap = try TestProcess.respondLua(["-e", """
            local w = UIWindow{} w:makeKeyAndVisible()
            function w:touchesBegan() local x = nil; return x.y end
            tap(10, 10)
            """])
        XCTAssertEqual(tap.stderr, """
            (command line):2: attempt to index a nil value (local 'x')
            stack traceback:
            	(command line):2: in function <(command line):2>
            	[C]: in function 'tap'
            	(command line):3: in main chunk

            """)
        let failed = try TestProcess.respondLua(["-e", "assertEqual({1}, {2}, 'lists')"])
        XCTAssertEqual(failed.stderr, """
            (command line):1: lists: expected {2}, got {1}
            stack traceback:
            	[C]: in function 'assertEqual'
            	(command line):1: in main chunk

            """, "no prelude frames, no error() called by the prelude")
    }

    /// Issue 31 item 10: `why` and `import` refuse a dump that is a device or
    /// a FIFO at once, naming it and what it is (before: /dev/zero aborted the
    /// process after growing it; a FIFO hung it). Bounded in time and memory.
    func testDumpsThatAreNotRegularFilesAreRefused() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rl-dumps-\(getpid())-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/dump.txt"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        for (path, what) in [("/dev/zero", "it is a character device, not a regular file"),
                             (fifo, "it is a named pipe (FIFO), not a regular file"),
                             (dir, "it is a directory")] {
            for words in [["why", path, "10,10"], ["import", path]] {
                let run = try TestProcess.run(URL(fileURLWithPath: "/bin/sh"),
                                              ["-c", CommandLineTests.memoryBound + "exec timeout 20 \"$@\"", "sh", Self.binary.path] + words,
                                              input: "")
                XCTAssertEqual(run.status, 1, "\(words): \(run.stderr)")
                XCTAssertEqual(run.stdout, "", "\(words)")
                // A directory is also told what a dump is and how to get one (issue 34).
                let advice = path == dir ? "; a dump is a text file: " + HierarchyDump.pasteInstead : ""
                XCTAssertEqual(run.stderr, "\(path): cannot read the file (\(what))\(advice)\n", "\(words)")
            }
        }
    }

    /// With -i, the script's locals are there at the prompt (issue 35: they read as nil).
    func testThePromptAfterAScriptSeesItsLocals() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rl-locals-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("scene.lua").path
        try "local card = UIView{name = \"card\"}\nlocal count = 3\n".write(toFile: script, atomically: false, encoding: .utf8)
        let run = try TestProcess.respondLua(["-i", script], input: "card\ncount\n")
        XCTAssertEqual(run.stdout, "UIView \"card\" (0,0,0,0)\n3\n", run.stderr)
    }

    /// `respond-lua completion bash` is a bash script that completes the commands.
    func testACompletionScriptForTheShell() throws {
        let bash = try TestProcess.respondLua(["completion", "bash"])
        XCTAssertEqual(bash.status, 0, bash.stderr)
        XCTAssertTrue(bash.stdout.hasPrefix("#!/bin/bash\n"))
        for command in ["exercises", "why", "play", "glossary"] { XCTAssertTrue(bash.stdout.contains(command), command) }
        let syntax = try TestProcess.run(URL(fileURLWithPath: "/bin/bash"), ["-n"], input: bash.stdout)
        XCTAssertEqual(syntax.status, 0, syntax.stderr)
        let zsh = try TestProcess.respondLua(["completion", "zsh"])
        XCTAssertTrue(zsh.stdout.hasPrefix("#compdef respond-lua"), zsh.stdout)
        let bad = try TestProcess.respondLua(["completion", "tcsh"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr, "respond-lua: completion takes bash, zsh or fish, got 'tcsh'\n")
    }

    /// Under a Chinese locale, `explain`'s container lines are Chinese too
    /// (issue 35: "内容触摸：UITableView#1 holds the touch…" mixed both).
    func testExplainsContainerLinesFollowTheLanguage() throws {
        let script = """
            local w = UIWindow{} w:makeKeyAndVisible()
            local t = UITableView{frame = {0, 0, 375, 667}}
            t.dataSource = {numberOfRowsInSection = function() return 3 end,
              cellForRowAt = function(self, tv, ip) return tv:dequeueReusableCell("c", ip) end}
            t:register(UITableViewCell, "c")
            w:addSubview(t)
            explain(100, 20)
            """
        let zh = try TestProcess.respondLua(["-e", script], environment: ["LANG": "zh_CN.UTF-8"]).stdout
        let tail = zh.split(separator: "\n").suffix(3).map(String.init)
        XCTAssertEqual(tail, [
            "手势识别器：UIScrollViewDelayedTouchesBeganGestureRecognizer#1（在 UITableView#1 上）、UIScrollViewPanGestureRecognizer#1（在 UITableView#1 上）、_UISwipeActionPanGestureRecognizer#1（在 UITableView#1 上）",
            "内容触摸：UITableView#1 先把触摸扣住 0.15 秒（delaysContentTouches），然后问 touchesShouldBegin（默认返回 true）；纵向拖动会拿走这次触摸：UITableViewCellContentView#1 收到 touchesCancelled",
            "内容触摸：UITableViewCell#1 是第 [0, 0] 行：它的 touchesBegan 让它高亮（shouldHighlightRowAt、didHighlightRowAt），在它里面结束的 touchesEnded 选中它（willSelectRowAt、didSelectRowAt）；滚动或取消这次触摸的手势识别器只会取消高亮",
        ], zh)
        let en = try TestProcess.respondLua(["-e", script]).stdout
        XCTAssertTrue(en.contains("\ncontent touches: UITableView#1 holds the touch 0.15 s (delay, delaysContentTouches)"), en)
    }

    /// `explain` names the view the hit view covers there, as `why` does, in
    /// both languages, without running a script's override an extra time; and
    /// says when the frames-only answer passed over overrides it did not run.
    func testExplainNamesTheCoveredView() throws {
        let script = """
            local w = UIWindow{} w:makeKeyAndVisible()
            local buy = UIButton{name = "Buy", frame = {20, 40, 200, 44}}
            w:addSubview(buy)
            local Bar = UIView:subclass("Bar")
            local calls = 0
            function Bar:pointInside(p, e) calls = calls + 1 return UIView.pointInside(self, p, e) end
            local bar = Bar{name = "bar", frame = {0, 0, 375, 64}}
            w:addSubview(bar)
            local e = explain(100, 50)
            print(calls, e.covered == buy)
            print(explain(100, 300).covered)
            -- Under a card whose pointInside a script overrides: said so.
            local Card = UIView:subclass("Card")
            function Card:pointInside(p, e) calls = calls + 1 return UIView.pointInside(self, p, e) end
            local card = Card{name = "card", frame = {0, 400, 375, 200}}
            card:addSubview(UIButton{name = "Pay", frame = {10, 10, 100, 44}})
            w:addSubview(card)
            w:addSubview(UIView{name = "sheet", frame = {0, 380, 375, 100}})
            calls = 0
            explain(50, 430)
            print(calls)
            """
        let english = try TestProcess.respondLua(["-e", script], environment: ["LANG": "C.UTF-8"]).stdout
        XCTAssertTrue(english.contains("""
            responder chain: Bar "bar" → UIWindow#1 → UIApplication
            covered: UIButton "Buy" lies under Bar "bar" here, which takes the touch
            1	true
            """), english)
        XCTAssertTrue(english.contains("responder chain: UIWindow#1 → UIApplication\nnil\n"), "nothing covered: \(english)")
        XCTAssertTrue(english.hasSuffix("""
            covered: UIButton "Pay" lies under UIView "sheet" here, which takes the touch (worked out from frames and flags: \
            the hitTest/pointInside overrides of Card "card" were not run again)
            0

            """), english)
        // A view in front whose override turns the point away is not "covered" by what lies behind it.
        let round = try TestProcess.respondLua(["-e", """
            local w = UIWindow{} w:makeKeyAndVisible()
            w:addSubview(UIView{name = "background", frame = {0, 0, 375, 667}})
            local Round = UIButton:subclass("Round")
            function Round:pointInside(p, e) return (p.x - 50) ^ 2 + (p.y - 50) ^ 2 <= 2500 end
            w:addSubview(Round{name = "round", frame = {100, 100, 100, 100}})
            print(explain(102, 102).covered)
            """]).stdout
        XCTAssertTrue(round.hasSuffix("hit: UIView \"background\"\nresponder chain: UIView \"background\" → UIWindow#1 → UIApplication\nnil\n"), round)
        let chinese = try TestProcess.respondLua(["-e", script], environment: ["LANG": "zh_CN.UTF-8"]).stdout
        XCTAssertTrue(chinese.contains("\n被盖住：UIButton \"Buy\" 在这里被 Bar \"bar\" 盖住，触摸交给了 Bar \"bar\"\n1\ttrue\n"), chinese)
        XCTAssertTrue(chinese.contains("\n被盖住：UIButton \"Pay\" 在这里被 UIView \"sheet\" 盖住，触摸交给了 UIView \"sheet\""
                                       + "（这是根据 frame 和各项标志推断出来的，没有再次运行 Card \"card\" 的 hitTest/pointInside 重写）\n"), chinese)
    }

    /// `respond-lua help` gives the same two forms as `respond-lua --help` (issue 35:
    /// it used to say only `respond-lua <subcommand>`).
    func testHelpAndDashDashHelpAgree() throws {
        let help = try TestProcess.respondLua(["help"])
        XCTAssertTrue(help.stdout.contains("USAGE: respond-lua [options] [script [args]]     (the options: respond-lua --help)\n"
                                           + "         respond-lua <subcommand> ...\n"), help.stdout)
        let dashes = try TestProcess.respondLua(["--help"])
        XCTAssertTrue(dashes.stdout.hasPrefix("usage: respond-lua [options] [script [args]]\n       respond-lua COMMAND ..."), dashes.stdout)
    }

    /// `exercises --help` is the learner's first page: in Chinese under a
    /// Chinese locale or `--lang zh` (read before the line is parsed), wrapped
    /// to 80 columns as a terminal shows wide characters, and never mixed with
    /// English in a line of its own words.
    func testExercisesHelpFollowsTheLanguage() throws {
        let zh = ["LANG": "zh_CN.UTF-8", "LC_ALL": ""], c = ["LANG": "C", "LC_ALL": ""]
        let english = try TestProcess.run(CommandLineTests.binary, ["exercises", "--help"], environment: c).stdout
        XCTAssertTrue(english.hasPrefix("OVERVIEW: Graded exercises, from \"who gets this tap?\" to your own gesture\nrecognizer.\n"), english)
        XCTAssertTrue(english.contains("  -j <j>                  With `grade`: check this many copies at once (default\n                          1).\n"), english)
        for (arguments, environment) in [(["exercises", "--help"], zh), (["exercises", "--lang", "zh", "--help"], c),
                                         (["exercises", "--lang=zh", "--help"], c)] {
            let chinese = try TestProcess.run(CommandLineTests.binary, arguments, environment: environment).stdout
            XCTAssertTrue(chinese.hasPrefix("OVERVIEW: 分级练习：从“这次轻点交给谁？”一直到你自己写的手势识别器。\n\n"
                                            + "练习会复制到一个工作目录（--workspace，默认 ~/respond-lua-exercises），你在那\n"), "\(arguments): \(chinese)")
            XCTAssertTrue(chinese.contains("  -j <j>                  配合 `grade`：同时检查这么多份副本（默认 1）。\n"), chinese)
            let discussion = chinese.components(separatedBy: "USAGE:")[0]
            for line in discussion.split(separator: "\n") {
                XCTAssertLessThanOrEqual(TextColumns.width(line), 80, "a line wider than the terminal: \(line)")
            }
        }
        let englishAgain = try TestProcess.run(CommandLineTests.binary, ["exercises", "--lang", "en", "--help"], environment: zh).stdout
        XCTAssertEqual(englishAgain, english, "--lang en wins over the locale")
    }

    /// Every command's `--help` follows the language as `exercises --help` does
    /// (issue 35): under a Chinese locale its overview is Chinese, none of its
    /// own lines (everything but ArgumentParser's headings and `-h`) carries an
    /// English sentence, and its discussion fits 80 columns as a terminal shows
    /// wide characters. In English, ArgumentParser's "(default: …)" is gone:
    /// each default is said once, in the option's own words.
    func testEveryCommandsHelpFollowsTheLanguage() throws {
        let zh = ["LANG": "zh_CN.UTF-8", "LC_ALL": ""], c = ["LANG": "C", "LC_ALL": ""]
        let frame = ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:", "SUBCOMMANDS:", "  -h, --help", "  See 'respond-lua help"]
        func englishSentence(in line: Substring) -> Bool { Self.englishSentence(in: line) }
        let commands: [[String]] = [["test"], ["render"], ["why"], ["import"], ["api"], ["glossary"], ["play"], ["completion"],
                                    ["exercises"], ["help"], ["help", "test"]]
        for command in commands {
            // (`respond-lua help [COMMAND]` is the help itself.)
            let words = command.first == "help" ? command : command + ["--help"]
            let chinese = try TestProcess.run(CommandLineTests.binary, words, environment: zh).stdout
            let lines = chinese.split(separator: "\n")
            let overview = lines.first ?? ""
            XCTAssertTrue(overview.hasPrefix("OVERVIEW: ") && overview.dropFirst(10).first.map(TextColumns.isWide) == true
                          && overview.hasSuffix("。"), "\(command): the overview is not Chinese: \(overview)")
            for line in lines where !frame.contains(where: { line.hasPrefix($0) }) {
                XCTAssertFalse(englishSentence(in: line), "\(command): English in the Chinese help: \(line)")
            }
            for line in chinese.components(separatedBy: "USAGE:")[0].split(separator: "\n") {
                XCTAssertLessThanOrEqual(TextColumns.width(line), 80, "\(command): a line wider than the terminal: \(line)")
            }
            let english = try TestProcess.run(CommandLineTests.binary, words, environment: c).stdout
            for given in ["(default: 0)", "(default: 1)", "(default: 60.0)"] {
                XCTAssertFalse(english.contains(given), "\(command): ArgumentParser's default: \(english)")
            }
            if command.first != "help" {
                XCTAssertEqual(try TestProcess.run(CommandLineTests.binary, command + ["--lang", "en", "--help"], environment: zh).stdout,
                               english, "\(command): --lang en wins over the locale")
            }
        }
        let test = try TestProcess.run(CommandLineTests.binary, ["test", "--lang", "zh", "--help"], environment: c).stdout
        XCTAssertTrue(test.hasPrefix("OVERVIEW: 每个脚本在全新的引擎里运行，没出错就算通过。\n\n"), test)
        XCTAssertTrue(test.contains("\n  --timeout <timeout>     每个脚本最多运行多少秒，超时就停止（默认 60）。\n"), test)
        XCTAssertTrue(test.contains("\n  --check-invariants      调试模式：检查事件分发的不变量，一旦违反，这次运行就算\n"
                                    + "                          失败。\n"), "Chinese engine options end with 。 and wrap: \(test)")
        let english = try TestProcess.run(CommandLineTests.binary, ["test", "--help"], environment: c).stdout
        XCTAssertTrue(english.contains("\n  --timeout <timeout>     Seconds a script may run before it is stopped\n"
                                       + "                          (default 60).\n"), english)
        XCTAssertTrue(english.contains("\n  -j <j>                  Run this many scripts at once (each always runs in a\n"
                                       + "                          process of its own; default 1).\n"), english)
        let play = try TestProcess.run(CommandLineTests.binary, ["play", "--help"], environment: c).stdout
        XCTAssertTrue(play.contains("\n  --port <port>           The port on 127.0.0.1 (0, the default, picks a free\n"
                                    + "                          one).\n"), play)
    }

    /// Four plain English words in a row make a sentence (a name like
    /// "Test Anything Protocol", a command or a path does not).
    static func englishSentence(in line: Substring) -> Bool {
        var run = 0
        for word in line.split(separator: " ") {
            let letters = word.drop { $0 == "(" }.reversed().drop { ",.;:)".contains($0) }
            run = !letters.isEmpty && letters.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "'") }) ? run + 1 : 0
            if run >= 4 { return true }
        }
        return false
    }

    /// The playground's server, which `play` hands over to, has a help of its
    /// own in the same language. (The sanitizer's pass builds without the
    /// playground, RESPOND_LUA_NO_PLAYGROUND=1; the first pass runs this.)
    func testThePlaygroundServersHelpFollowsTheLanguage() throws {
        if ProcessInfo.processInfo.environment["RESPOND_LUA_NO_PLAYGROUND"] == "1" {
            throw XCTSkip("built without the playground (RESPOND_LUA_NO_PLAYGROUND=1)")
        }
        let zh = ["LANG": "zh_CN.UTF-8", "LC_ALL": ""]
        let frame = ["OVERVIEW:", "USAGE:", "OPTIONS:", "ARGUMENTS:", "SUBCOMMANDS:", "  -h, --help", "  See '"]
        let server = CommandLineTests.binary.deletingLastPathComponent().appendingPathComponent("respond-lua-play")
        let serverHelp = try TestProcess.run(server, ["--help"], environment: zh).stdout
        XCTAssertTrue(serverHelp.hasPrefix("OVERVIEW: 演练场的服务器，由 respond-lua play 或 exercises play 启动。\n"), serverHelp)
        XCTAssertTrue(serverHelp.contains("\n  --port <port>           127.0.0.1 上的端口（0 表示自动选一个空闲端口）。\n"), serverHelp)
        for line in serverHelp.split(separator: "\n") where !frame.contains(where: { line.hasPrefix($0) }) {
            XCTAssertFalse(Self.englishSentence(in: line), "English in the server's Chinese help: \(line)")
        }
        let serverEnglish = try TestProcess.run(server, ["--lang", "en", "--help"], environment: zh).stdout
        XCTAssertTrue(serverEnglish.contains("\n  --port <port>           The port on 127.0.0.1 (0 picks a free one).\n"), serverEnglish)
    }

    /// A command's usage errors are one line in the learner's language, like
    /// its help (issue 35); English stays as it was.
    func testCommandsUsageErrorsFollowTheLanguage() throws {
        let zh = ["LANG": "zh_CN.UTF-8", "LC_ALL": ""], c = ["LANG": "C", "LC_ALL": ""]
        let cases: [([String], String, String)] = [
            (["test"], "name the scripts to run, or directories holding them", "请给出要运行的脚本，或者存放脚本的目录"),
            (["test", "-j", "0", "x"], "-j takes a number of jobs from 1 to 256", "-j 同时运行的个数要在 1 到 256 之间"),
            (["test", "--timeout", "0", "x"], "--timeout takes seconds from 0 to 86400", "--timeout 的秒数要在 0 到 86400 之间"),
            (["render", "-o", "-", "no-such.lua"], "cannot open no-such.lua: no such file", "无法打开 no-such.lua：没有这个文件"),
            (["completion", "tcsh"], "completion takes bash, zsh or fish, got 'tcsh'", "completion 只接受 bash、zsh 或 fish，收到的是“tcsh”"),
            (["why", "no-such.txt", "1,2"], "cannot open no-such.txt: no such file", "无法打开 no-such.txt：没有这个文件"),
            (["play", "--port", "70000", "x.lua"], "--port must be from 0 to 65535, got 70000", "--port 要在 0 到 65535 之间，收到的是 70000"),
        ]
        for (arguments, english, chinese) in cases {
            let inEnglish = try TestProcess.run(CommandLineTests.binary, arguments, environment: c)
            XCTAssertEqual(inEnglish.status, 2, "\(arguments)")
            XCTAssertEqual(inEnglish.stderr, "respond-lua: \(english)\n", "\(arguments)")
            let inChinese = try TestProcess.run(CommandLineTests.binary, arguments, environment: zh)
            XCTAssertEqual(inChinese.status, 2, "\(arguments)")
            XCTAssertEqual(inChinese.stderr, "respond-lua: \(chinese)\n", "\(arguments)")
        }
    }

    func testUsageErrorsExitTwo() throws {
        XCTAssertEqual(try TestProcess.respondLua(["no-such-script.lua"]).status, 2)
        XCTAssertEqual(try TestProcess.respondLua(["--no-such-option", "x.lua"]).status, 2)
        XCTAssertEqual(try TestProcess.respondLua(["--trace-format", "xml", "-e", "x = 1"]).status, 2)
        XCTAssertEqual(try TestProcess.respondLua(["--screen", "wide", "-e", "x = 1"]).status, 2)
    }

    func testOptions() throws {
        let screen = try TestProcess.respondLua(["--screen", "390x844", "-e", "print(UIScreen.main.bounds)"])
        XCTAssertEqual(screen.stdout, "(0,0,390,844)\n")
        let args = try TestProcess.respondLua(["scripts/tests/geometry.lua", "one", "two"])
        XCTAssertEqual(args.status, 0)
        let checked = try TestProcess.respondLua(["--check-invariants", "-e", "UIWindow{}:makeKeyAndVisible() tap(10, 10) drag(1, 1, 90, 90)"])
        XCTAssertEqual(checked.status, 0, checked.stderr)
        let suite = try TestProcess.respondLua(["test", "--check-invariants", "scripts/examples/14_single_vs_double_tap.lua"])
        XCTAssertEqual(suite.status, 0, suite.stdout)
        XCTAssertTrue(try TestProcess.respondLua(["--help"]).stdout.contains("--check-invariants"))
        let limited = try TestProcess.respondLua(["--max-instructions", "10000", "-e", "while true do end"])
        XCTAssertEqual(limited.status, 1)
        XCTAssertTrue(limited.stderr.contains("instruction limit exceeded"), limited.stderr)
        let sandboxed = try TestProcess.respondLua(["--sandbox", "-e", "print(io, os.execute)"])
        XCTAssertEqual(sandboxed.stdout, "nil\tnil\n")
        let json = try TestProcess.respondLua(["--trace", "--trace-format", "json", "-e", "UIWindow{}:makeKeyAndVisible() tap(1, 1)"])
        XCTAssertTrue(json.stdout.hasPrefix("{\"kind\":\"hitTest\",\"time\":0,"), json.stdout)
    }

    /// The text trace of a drag in a scroll view: runs of frames (the pan's
    /// `changed`, the deceleration's steps) in one line each, with their span
    /// and offsets, and the outcome in plain words at the end, in English and
    /// in Chinese; `full` and `json` keep every record.
    func testTheTextTraceSummarisesFramesAndSaysTheOutcome() throws {
        let code = """
            local window = UIWindow{} window:makeKeyAndVisible()
            local list = UIScrollView{name = "list", frame = {0, 0, 375, 667}, contentSize = {375, 2000}}
            window:addSubview(list)
            local buy = UIButton{name = "Buy", frame = {0, 300, 375, 60}}
            list:addSubview(buy)
            buy:addTarget(nil, function() print("Buy tapped") end, "touchUpInside")
            drag(187, 330, 187, 130)
            print(list.contentOffset)
            """
        let english = try TestProcess.respondLua(["--trace", "-e", code], environment: ["LANG": "C.UTF-8"])
        XCTAssertEqual(english.stdout, """
            [0.000] hitTest  at (187,330) → UIButton "Buy" (in UIWindow#1)
            [0.000] gesture  UIScrollViewDelayedTouchesBeganGestureRecognizer#1 on UIScrollView "list": content touch delayed 0.15 s (delaysContentTouches): UIButton "Buy" waits
            [0.000] deliver  touchesBegan → UIButton "Buy" (held back by UIScrollViewDelayedTouchesBeganGestureRecognizer#1)
            [0.017] gesture  UIScrollViewPanGestureRecognizer#1 on UIScrollView "list": possible → began (moved 10 pt)
            [0.017] gesture  UIScrollViewDelayedTouchesBeganGestureRecognizer#1 on UIScrollView "list": possible → failed (prevented by UIScrollViewPanGestureRecognizer#1)
            [0.017] action   UIScrollViewPanGestureRecognizer#1 (began) → (built-in)
            [0.033] gesture  UIScrollViewPanGestureRecognizer#1 on UIScrollView "list": began → changed (moved)
            [0.033] action   UIScrollViewPanGestureRecognizer#1 (changed) → (built-in)
            [0.050–0.300] gesture  UIScrollViewPanGestureRecognizer#1 on UIScrollView "list": changed → changed (moved) — 16 frames in 0.25 s, each with its action, contentOffset (0,12.2222) → (0,190)
            [0.300] gesture  UIScrollViewPanGestureRecognizer#1 on UIScrollView "list": changed → ended (fingers lifted)
            [0.300] action   UIScrollViewPanGestureRecognizer#1 (ended) → (built-in)
            [0.300] gesture  UIScrollViewDelayedTouchesBeganGestureRecognizer#1 on UIScrollView "list": failed → possible (reset)
            [0.300] gesture  UIScrollViewPanGestureRecognizer#1 on UIScrollView "list": ended → possible (reset)
            [0.317–2.750] timer    UIScrollView "list" decelerating — 147 frames in 2.433 s, contentOffset (0,190) → (0,514.253)
            outcome: UIScrollView "list"'s UIScrollViewPanGestureRecognizer#1 took the touch once the finger had moved 10 pt; UIButton "Buy" never got it: its touchesBegan was held back by UIScrollViewDelayedTouchesBeganGestureRecognizer#1 and dropped when UIScrollViewPanGestureRecognizer#1 began.
            (0,514.253)

            """)
        let chinese = try TestProcess.respondLua(["--trace", "-e", code], environment: ["LANG": "zh_CN.UTF-8"])
        XCTAssertEqual(chinese.stdout, """
            [0.000] hitTest  at (187,330) → UIButton "Buy" (in UIWindow#1)
            [0.000] gesture  UIScrollViewDelayedTouchesBeganGestureRecognizer#1 on UIScrollView "list": content touch delayed 0.15 s (delaysContentTouches): UIButton "Buy" waits
            [0.000] deliver  touchesBegan → UIButton "Buy" (held back by UIScrollViewDelayedTouchesBeganGestureRecognizer#1)
            [0.017] gesture  UIScrollViewPanGestureRecognizer#1 on UIScrollView "list": possible → began (moved 10 pt)
            [0.017] gesture  UIScrollViewDelayedTouchesBeganGestureRecognizer#1 on UIScrollView "list": possible → failed (prevented by UIScrollViewPanGestureRecognizer#1)
            [0.017] action   UIScrollViewPanGestureRecognizer#1 (began) → (built-in)
            [0.033] gesture  UIScrollViewPanGestureRecognizer#1 on UIScrollView "list": began → changed (moved)
            [0.033] action   UIScrollViewPanGestureRecognizer#1 (changed) → (built-in)
            [0.050–0.300] gesture  UIScrollViewPanGestureRecognizer#1 on UIScrollView "list": changed → changed (moved) —— 0.25 秒内 16 帧，每帧都触发一次 action，contentOffset (0,12.2222) → (0,190)
            [0.300] gesture  UIScrollViewPanGestureRecognizer#1 on UIScrollView "list": changed → ended (fingers lifted)
            [0.300] action   UIScrollViewPanGestureRecognizer#1 (ended) → (built-in)
            [0.300] gesture  UIScrollViewDelayedTouchesBeganGestureRecognizer#1 on UIScrollView "list": failed → possible (reset)
            [0.300] gesture  UIScrollViewPanGestureRecognizer#1 on UIScrollView "list": ended → possible (reset)
            [0.317–2.750] timer    UIScrollView "list" decelerating —— 2.433 秒内 147 帧，contentOffset (0,190) → (0,514.253)
            结果：手指移动 10 pt 后，UIScrollView "list" 的 UIScrollViewPanGestureRecognizer#1 拿走了这次触摸；UIButton "Buy" 始终没有收到它：它的 touchesBegan 被 UIScrollViewDelayedTouchesBeganGestureRecognizer#1 扣住，UIScrollViewPanGestureRecognizer#1 开始识别后就被丢弃了。
            (0,514.253)

            """)
        // Every record in the other formats: 147 steps of the deceleration.
        let full = try TestProcess.respondLua(["--trace-format", "full", "-e", code])
        XCTAssertEqual(full.stdout.split(separator: "\n").filter { $0.hasSuffix("timer    UIScrollView \"list\" decelerating") }.count, 147)
        XCTAssertFalse(full.stdout.contains("outcome"))
        let json = try TestProcess.respondLua(["--trace-format", "json", "-e", code])
        XCTAssertEqual(json.stdout.split(separator: "\n").filter { $0.contains("\"reason\":\"UIScrollView \\\"list\\\" decelerating\"") }.count, 147)
        XCTAssertEqual(json.stdout.split(separator: "\n").count, full.stdout.split(separator: "\n").count)

        // A button that got the touch, then lost it to the pan; and a tap that stops the deceleration.
        let cancelled = try TestProcess.respondLua(["--trace", "-e", """
            local window = UIWindow{} window:makeKeyAndVisible()
            local List = UIScrollView:subclass("List")
            function List:touchesShouldCancel(view) return true end
            local list = List{name = "list", frame = {0, 0, 375, 667}, contentSize = {375, 2000}}
            window:addSubview(list)
            local buy = UIButton{name = "Buy", frame = {0, 300, 375, 60}}
            list:addSubview(buy)
            local finger = touchDown(187, 330)
            finger:hold(0.3)
            for y = 320, 250, -10 do finger:hold(1 / 60) finger:moveTo(187, y) end
            finger:up()
            tap(187, 600)
            """], environment: ["LANG": "C.UTF-8"])
        let outcomes = cancelled.stdout.split(separator: "\n").filter { $0.hasPrefix("outcome: ") }
        XCTAssertEqual(outcomes, [
            "outcome: List \"list\"'s UIScrollViewPanGestureRecognizer#1 took the touch once the finger had moved 10 pt; "
                + "UIButton \"Buy\"'s touches were cancelled (touchesCancelled); it sent touchDown, touchCancel.",
            "outcome: List \"list\" never got it: the touch stopped List \"list\" decelerating, and such a touch reaches no view.",
        ], cancelled.stdout)

        // Two fingers: the touch is over when both lift, not when the view's touches are cancelled;
        // every recognizer that recognized is named.
        for (language, prefix, expected) in [
            ("C.UTF-8", "outcome: ", "outcome: UIView \"photo\"'s UIPinchGestureRecognizer \"pinch\" took the touch (fingers moved 10 pt apart "
                + "or together); so did UIRotationGestureRecognizer \"rotation\"; UIView \"photo\"'s touches were cancelled (touchesCancelled)."),
            ("zh_CN.UTF-8", "结果：", "结果：UIView \"photo\" 的 UIPinchGestureRecognizer \"pinch\" 拿走了这次触摸；同样识别成功的还有 "
                + "UIRotationGestureRecognizer \"rotation\"；UIView \"photo\" 的触摸被取消了（touchesCancelled）。"),
        ] {
            let pinch = try TestProcess.respondLua(["--trace", "scripts/examples/13_two_recognizers_together.lua"],
                                                   environment: ["LANG": language]).stdout
            let lines = pinch.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.filter { $0.hasPrefix(prefix) }.last, expected, pinch)
            XCTAssertTrue(lines.firstIndex { $0.contains("possible → began (fingers turned") } ?? .max
                          < lines.lastIndex { $0.hasPrefix(prefix) } ?? -1, "the outcome comes after the rotation began: \(pinch)")
        }
    }

    func testTestCommandSummarises() throws {
        let run = try TestProcess.respondLua(["test", "scripts/tests"])
        XCTAssertEqual(run.status, 0, run.stdout)
        XCTAssertTrue(run.stdout.hasSuffix(" passed, 0 failed\n"), run.stdout)
        let failing = try TestProcess.respondLua(["test", "scripts/examples/04_a_covers_b.lua", "scripts/bench/no-such.lua"])
        XCTAssertEqual(failing.status, 2, "a missing file is a usage error")
    }

    nonisolated(unsafe) static var scratchCount = 0

    /// A scratch directory with the given files (name → contents).
    func scratch(_ files: [String: String]) throws -> URL {
        // Short: Lua's messages cut long file names (LUA_IDSIZE).
        Self.scratchCount += 1
        let dir = URL(fileURLWithPath: "/tmp/rlcli-\(getpid())-\(Self.scratchCount)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: false, encoding: .utf8) }
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        return dir
    }

    /// `respond-lua test` for CI: located failures, exit statuses, TAP and JUnit
    /// (checked by parsing them), timeouts and parallel workers.
    func testTestCommandForCI() throws {
        let dir = try scratch([
            "a_fails.lua": "local answer = 41\nexpect(answer == 42, \"the answer is 42\")\n",
            "b_passes.lua": "assertEqual(1 + 1, 2)\n",
        ])
        let failA = dir.appendingPathComponent("a_fails.lua").path, passB = dir.appendingPathComponent("b_passes.lua").path
        let plain = try TestProcess.respondLua(["test", dir.path])
        XCTAssertEqual(plain.status, 1)
        XCTAssertTrue(plain.stdout.contains("FAIL  \(failA)\n\(failA):2: ✗ the answer is 42\n"), plain.stdout)
        XCTAssertTrue(plain.stdout.contains("ok    \(passB)\n"), plain.stdout)
        XCTAssertTrue(plain.stdout.hasSuffix("1 passed, 1 failed\n"), plain.stdout)

        // TAP: a plan, one line per script, the failure's location in its YAML block.
        let tap = try TestProcess.respondLua(["test", "--tap", dir.path])
        XCTAssertEqual(tap.status, 1)
        let lines = tap.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "TAP version 13")
        XCTAssertEqual(lines.dropFirst().first, "1..2")
        let results = lines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }
        XCTAssertEqual(results, ["not ok 1 - \(failA)", "ok 2 - \(passB)"])
        let yaml = lines.drop { $0 != "  ---" }.dropFirst().prefix { $0 != "  ..." }
        XCTAssertEqual(Array(yaml), ["  message: '\(failA):2: ✗ the answer is 42'"])
        XCTAssertEqual(lines.last, "# 1 passed, 1 failed")

        // JUnit: parsed as XML.
        let junit = dir.appendingPathComponent("report.xml")
        XCTAssertEqual(try TestProcess.respondLua(["test", "--junit", junit.path, dir.path]).status, 1)
        let document = try XMLDocument(contentsOf: junit)
        let suite = try XCTUnwrap(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        XCTAssertEqual(suite.attribute(forName: "tests")?.stringValue, "2")
        XCTAssertEqual(suite.attribute(forName: "failures")?.stringValue, "1")
        let cases = try document.nodes(forXPath: "//testcase").compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        XCTAssertEqual(cases, [failA, passB])
        let failure = try XCTUnwrap(try document.nodes(forXPath: "//testcase/failure").first as? XMLElement)
        XCTAssertEqual(failure.attribute(forName: "message")?.stringValue, "\(failA):2: ✗ the answer is 42")

        // No script found is a usage error; so is a filter that matches nothing.
        let empty = try scratch([:])
        let none = try TestProcess.respondLua(["test", empty.path])
        XCTAssertEqual(none.status, 2)
        XCTAssertEqual(none.stderr, "respond-lua: no scripts found in \(empty.path)\n")
        XCTAssertEqual(try TestProcess.respondLua(["test", "--filter", "zzz", dir.path]).status, 2)
        let filtered = try TestProcess.respondLua(["test", "--filter", "pass", dir.path])
        XCTAssertEqual(filtered.status, 0)
        XCTAssertEqual(filtered.stdout, "ok    \(passB)\n1 passed, 0 failed\n")

        // A per-script timeout, in parallel workers.
        let slow = try scratch(["spin.lua": "while true do end\n", "fine.lua": "assert(true)\n"])
        let timed = try TestProcess.respondLua(["test", "--timeout", "1", "-j", "2", slow.path])
        XCTAssertEqual(timed.status, 1)
        XCTAssertTrue(timed.stdout.contains("\(slow.appendingPathComponent("spin.lua").path): timed out after 1 s"), timed.stdout)
        XCTAssertTrue(timed.stdout.hasSuffix("1 passed, 1 failed\n"), timed.stdout)
    }

    /// Each result is printed as it finishes, even into a pipe: the first line
    /// arrives while the second script still runs.
    func testTestResultsAreFlushedAsTheyFinish() throws {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path))
        let dir = try scratch(["a_quick.lua": "assert(true)\n",
                               "b_slow.lua": "local t = os.clock() while os.clock() - t < 3 do end\n"])
        let process = Process()
        process.executableURL = binary
        process.arguments = ["test", dir.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        var received = Data()
        let deadline = Date().addingTimeInterval(2.5)
        while !received.contains(UInt8(ascii: "\n")), Date() < deadline {
            received.append(out.fileHandleForReading.availableData)
        }
        let stillRunning = process.isRunning
        received.append(out.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        XCTAssertTrue(stillRunning, "the first result came only at the end")
        XCTAssertTrue(String(decoding: received, as: UTF8.self).hasPrefix("ok    \(dir.appendingPathComponent("a_quick.lua").path)\n"))
    }

    /// lua's command-line conventions (LUA_API 10).
    func testLuaCommandLineConventions() throws {
        let dir = try scratch([
            "args.lua": "print(select('#', ...), table.concat({...}, ','), '|', arg[0], arg[1], (arg[-1]:gsub('^.*/', '')))\n",
            "mymod.lua": "return {hello = 'from mymod'}\n",
            "init.lua": "print('from an init file')\n",
        ])
        let args = dir.appendingPathComponent("args.lua").path
        XCTAssertEqual(try TestProcess.respondLua([args, "x", "y"]).stdout, "2\tx,y\t|\t\(args)\tx\trespond-lua\n")
        XCTAssertEqual(try TestProcess.respondLua(["--screen", "320x480", args, "x"]).stdout, "1\tx\t|\t\(args)\tx\t320x480\n",
                       "arg[-1] is the option just before the script")
        XCTAssertEqual(try TestProcess.respondLua([args, "-i"]).stdout, "1\t-i\t|\t\(args)\t-i\trespond-lua\n",
                       "after the script's name, -i is the script's argument (as in lua)")
        // Standard input as the script: `-`, or no argument when it is not a terminal.
        XCTAssertEqual(try TestProcess.respondLua(["-", "a"], input: "print('stdin', ...)").stdout, "stdin\ta\n")
        XCTAssertEqual(try TestProcess.respondLua([], input: "print('piped')").stdout, "piped\n")
        // -i before the script: the script runs, then the prompt reads standard input.
        XCTAssertEqual(try TestProcess.respondLua(["-i", args, "A"], input: "=1 + 1\n").stdout,
                       "1\tA\t|\t\(args)\tA\t-i\n2\n")
        // -l, -v, -E, -W, --, LUA_INIT.
        let path = ["LUA_PATH": dir.path + "/?.lua"]
        XCTAssertEqual(try TestProcess.respondLua(["-l", "mymod", "-e", "print(mymod.hello)"], environment: path).stdout, "from mymod\n")
        XCTAssertEqual(try TestProcess.respondLua(["-l", "m=mymod", "-e", "print(m.hello)"], environment: path).stdout, "from mymod\n")
        XCTAssertEqual(try TestProcess.respondLua(["-l", "nosuch", "-e", "x = 1"]).status, 1)
        XCTAssertTrue(try TestProcess.respondLua(["-v"]).stdout.hasPrefix("respond-lua "))
        XCTAssertTrue(try TestProcess.respondLua(["-v"]).stdout.hasSuffix(" (Lua 5.4)\n"))
        XCTAssertEqual(try TestProcess.respondLua(["-e", "print(1)"], environment: ["LUA_INIT": "print('init')"]).stdout, "init\n1\n")
        XCTAssertEqual(try TestProcess.respondLua(["-e", "print(1)"], environment: ["LUA_INIT": "print('init')", "LUA_INIT_5_4": "print('5.4')"]).stdout,
                       "5.4\n1\n")
        XCTAssertEqual(try TestProcess.respondLua(["-e", "print(1)"], environment: ["LUA_INIT": "@" + dir.appendingPathComponent("init.lua").path]).stdout,
                       "from an init file\n1\n")
        XCTAssertEqual(try TestProcess.respondLua(["-E", "-e", "print(1)"], environment: ["LUA_INIT": "print('init')"]).stdout, "1\n")
        XCTAssertEqual(try TestProcess.respondLua(["-e", "warn('careful')"]).stderr, "", "warnings are off by default")
        XCTAssertEqual(try TestProcess.respondLua(["-W", "-e", "warn('careful')"]).stderr, "Lua warning: careful\n")
        XCTAssertEqual(try TestProcess.respondLua(["--", args, "-e"]).stdout, "1\t-e\t|\t\(args)\t-e\t--\n")
    }

    /// The trace: --trace-format json implies --trace; --trace-file sends it to a
    /// file or (-) to standard error, leaving standard output to the script;
    /// traces name table targets and never print an address.
    func testTraceOptions() throws {
        let code = """
            local w = UIWindow{} w:makeKeyAndVisible()
            local b = UIButton{name = "ok", frame = {0, 0, 50, 50}} w:addSubview(b)
            local handler = {done = function() end}
            b:addTarget(handler, "done", "touchUpInside")
            b:addTarget({go = function() end}, "go", "touchUpInside")
            tap(b) print("printed")
            """
        let json = try TestProcess.respondLua(["--trace-format", "json", "-e", code])
        let jsonLines = json.stdout.split(separator: "\n")
        XCTAssertEqual(jsonLines.last, "printed")
        XCTAssertTrue(jsonLines.dropLast().allSatisfy { $0.hasPrefix("{\"kind\":") }, json.stdout)
        let file = try scratch([:]).appendingPathComponent("trace.txt")
        let toFile = try TestProcess.respondLua(["--trace-file", file.path, "-e", code])
        XCTAssertEqual(toFile.stdout, "printed\n", "the trace went to the file")
        let trace = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(trace.hasPrefix("[0.000] hitTest  at (25,25) → UIButton \"ok\""), trace)
        XCTAssertTrue(trace.contains("action   done (to table \"handler\"; sent by UIButton \"ok\")"), trace)
        XCTAssertTrue(trace.contains("action   go (to table#1; sent by UIButton \"ok\")"), trace)
        XCTAssertFalse(trace.contains("0x"), "no address in a trace")
        let toStderr = try TestProcess.respondLua(["--trace-file", "-", "--trace-format", "json", "-e", code])
        XCTAssertEqual(toStderr.stdout, "printed\n")
        XCTAssertTrue(toStderr.stderr.hasPrefix("{\"kind\":\"hitTest\""), toStderr.stderr)
        XCTAssertTrue(toStderr.stderr.contains("table \\\"handler\\\""), toStderr.stderr)
    }

    /// A scroll view's pan, which the engine makes, is numbered when made, so
    /// a script prints the same with a trace as without.
    func testNumbersDoNotDependOnTracing() throws {
        let code = """
            local w = UIWindow{} w:makeKeyAndVisible()
            local first = UIScrollView{}
            local sv = UIScrollView{name = "sv", frame = {0, 0, 375, 667}, contentSize = {375, 2000}, delaysContentTouches = false}
            w:addSubview(sv)
            drag(100, 500, 100, 100)
            print(UIPanGestureRecognizer{}, sv.panGestureRecognizer, first.panGestureRecognizer)
            """
        let plain = try TestProcess.respondLua(["-e", code])
        let traced = try TestProcess.respondLua(["--trace", "--trace-file", "/dev/null", "-e", code])
        XCTAssertEqual(plain.stdout, "UIPanGestureRecognizer#1\tUIScrollViewPanGestureRecognizer#2\tUIScrollViewPanGestureRecognizer#1\n",
                       plain.stderr)
        XCTAssertEqual(traced.stdout, plain.stdout)
    }

    /// The tap benchmark still runs and checks what it measures (no time is asserted).
    func testTapBenchmarkRuns() throws {
        let run = try TestProcess.respondLua(["scripts/bench/taps.lua", "30"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 5, run.stdout)
        XCTAssertTrue(lines.allSatisfy { $0.hasSuffix(" ns a tap") }, run.stdout)
        XCTAssertEqual(try TestProcess.respondLua(["scripts/bench/taps.lua", "0"]).status, 2)
    }

    func testRenderWritesAnSVG() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("respond-lua-render-test.svg")
        try? FileManager.default.removeItem(at: out)
        let run = try TestProcess.respondLua(["render", "scripts/examples/10_controller_receives_touches.lua", "-o", out.path, "--at", "200,150"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let svg = try String(contentsOf: out, encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<svg"))
        XCTAssertTrue(svg.contains("class=\"view hit-path hit\""), "the hit view is marked")
        XCTAssertTrue(svg.contains(">1. PasswordView &quot;PB&quot;</text>"), "the responder chain is listed")
        XCTAssertTrue(svg.contains(">hit test at (200,150)</text>"))
        XCTAssertEqual(try TestProcess.respondLua(["render", "scripts/examples/10_controller_receives_touches.lua"]).status, 2, "-o is required")
    }

    /// The prompt in a pseudo-terminal: completion, continuation, Ctrl-C, history.
    func testPromptInAPseudoTerminal() throws {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build respond-lua first")
        let history = FileManager.default.temporaryDirectory.appendingPathComponent("respond-lua-history-\(getpid())")
        try? FileManager.default.removeItem(at: history)
        let run = try TestProcess.python("Tests/ScriptTests/Support/pty_session.py", [binary.path, history.path])
        let transcript = run.stdout
        XCTAssertEqual(run.status, 0, transcript)
        XCTAssertTrue(transcript.contains("ok: history kept"), transcript)
    }

    /// With -i the prompt reads a pipe (without it, a pipe is a script, as in lua).
    func testPromptReadsPipedInput() throws {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path))
        let process = Process()
        process.executableURL = binary
        process.arguments = ["-i"]
        let input = Pipe(), out = Pipe()
        process.standardInput = input
        process.standardOutput = out
        try process.run()
        input.fileHandleForWriting.write(Data("v = UIView{name = 'v', frame = {1, 2, 3, 4}}\nv\nfor i = 1, 2 do\nprint(i)\nend\n{1, x = {y = 'z'}}\n:quit\nprint('after quit')\n".utf8))
        try input.fileHandleForWriting.close()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(stdout, "UIView \"v\" (1,2,3,4)\n1\n2\n{1, x = {y = \"z\"}}\n", "no prompt noise when piped")
    }

    /// A pipe that ends inside a statement says so, as `lua` does (it used to end silently).
    func testPipedInputEndingInsideAStatement() throws {
        let run = try TestProcess.respondLua(["-i"], input: "x = 1\nfor i = 1, 2 do\nprint(i)\n")
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "stdin:2: 'end' expected (to close 'for' at line 1) near <eof>\n")
    }

    func testGlossaryLooksUpATermInEitherLanguage() throws {
        let english = try TestProcess.respondLua(["glossary", "第一响应者"], environment: ["LANG": "en_US.UTF-8", "LC_ALL": ""])
        XCTAssertEqual(english.status, 0, english.stderr)
        XCTAssertTrue(english.stdout.hasPrefix("  first responder  第一响应者  (firstResponder)\n      The responder that gets"), english.stdout)
        let chinese = try TestProcess.respondLua(["glossary", "first responder"], environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": ""])
        XCTAssertTrue(chinese.stdout.hasPrefix("  第一响应者  first responder  (firstResponder)\n      接收没有位置的事件的响应者"), chinese.stdout)
        let all = try TestProcess.respondLua(["glossary", "--zh"])
        XCTAssertTrue(all.stdout.hasPrefix("事件与触摸  Events and touches\n"), all.stdout)
        XCTAssertTrue(all.stdout.contains("  响应者链  responder chain  (响应链, 事件响应)\n"), all.stdout)
    }

    func testExplainSpeaksTheLocalesLanguage() throws {
        let script = "local w = UIWindow{} w:makeKeyAndVisible() local a = UIView{name = 'a', frame = {0, 0, 50, 50}} "
            + "a.userInteractionEnabled = false w:addSubview(a) local e = explain(10, 10) print(e.steps[2].verdict)"
        let chinese = try TestProcess.respondLua(["-e", script], environment: ["LANG": "zh_CN.UTF-8"])
        XCTAssertEqual(chinese.stdout, """
            explain (10,10)
              UIWindow#1 (0,0,375,667) 在 (10,10): 命中：点在内部，且没有子视图接住这个点
                UIView "a" (0,0,50,50) 在 (10,10): 跳过：userInteractionEnabled 为 false（不允许用户交互）
            命中：UIWindow#1
            响应者链：UIWindow#1 → UIApplication
            skipped: userInteractionEnabled is false

            """, "the printout is Chinese; the verdict a script gets stays English")
        let english = try TestProcess.respondLua(["--lang", "en", "-e", script], environment: ["LANG": "zh_CN.UTF-8"])
        XCTAssertTrue(english.stdout.hasPrefix("explain (10,10)\n  UIWindow#1 (0,0,375,667) at (10,10): chosen"), english.stdout)
        let flag = try TestProcess.respondLua(["--lang", "zh", "-e", script])
        XCTAssertEqual(flag.stdout, chinese.stdout)
        let bad = try TestProcess.respondLua(["--lang", "fr", "-e", ""])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.hasPrefix("respond-lua: --lang takes en or zh, got 'fr'\n"), bad.stderr)
    }

    /// Issue 24: a learner with LANG=zh_CN.UTF-8 at the prompt, in a pseudo-terminal.
    func testAChineseLearnerAtThePrompt() throws {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build respond-lua first")
        let run = try TestProcess.python("Tests/ScriptTests/Support/pty_chinese.py", [binary.path])
        XCTAssertEqual(run.status, 0, run.stdout)
        XCTAssertTrue(run.stdout.contains("ok: done"), run.stdout)
    }

    func testAHiddenWindowIsNamedInTheLocalesLanguage() throws {
        let script = "local main = UIWindow{name = 'main'} tap(10, 10)"
        let chinese = try TestProcess.respondLua(["-e", script], environment: ["LANG": "zh_CN.UTF-8"])
        XCTAssertEqual(chinese.stderr, "警告：在 (10,10) 的触摸没有命中任何视图：UIWindow \"main\" 是隐藏的"
                       + "（窗口一开始都是隐藏的：调用 main:makeKeyAndVisible()）\n")
        let english = try TestProcess.respondLua(["-e", script])
        XCTAssertEqual(english.stderr, "warning: the touch at (10,10) hit nothing: UIWindow \"main\" is hidden "
                       + "(windows start hidden: call main:makeKeyAndVisible())\n")
    }

    /// A learner reading Chinese gets a line of Chinese under Lua's own message
    /// (which stays as Lua wrote it); at the prompt too, and for a syntax error.
    func testErrorsHaveAChineseNoteForChineseReaders() throws {
        let script = "local w = UIWindow{}\nbuton.frame = CGRect(0, 0, 10, 10)"
        let english = try TestProcess.respondLua(["-e", script])
        XCTAssertTrue(english.stderr.hasPrefix("(command line):2: attempt to index a nil value (global 'buton')\nstack traceback:\n"),
                      english.stderr)
        let note = "说明：你想从全局变量 'buton' 里取字段（用 . 或 [ ]），但它是 nil（没有值）。这个名字没有值：是拼错了，还是还没有赋值？\n"
        for chinese in [try TestProcess.respondLua(["-e", script], environment: ["LANG": "zh_CN.UTF-8"]),
                        try TestProcess.respondLua(["--lang", "zh", "-e", script])] {
            XCTAssertEqual(chinese.status, 1)
            XCTAssertTrue(chinese.stderr.hasPrefix("(command line):2: attempt to index a nil value (global 'buton')\n" + note
                                                   + "stack traceback:\n"), chinese.stderr)
        }
        let syntax = try TestProcess.respondLua(["--lang", "zh", "-e", "for i = 1, 3 do print(i)"])
        XCTAssertEqual(syntax.stderr, "(command line):1: 'end' expected near <eof>\n说明：语法错误：在代码的末尾缺少 'end'。\n")
        let prompt = try TestProcess.respondLua(["--lang", "zh", "-i"], input: "v = UIView{}\nv.hitTest(CGPoint(1, 1))\n")
        XCTAssertTrue(prompt.stderr.contains("stdin:1: bad argument #1 to 'hitTest' (UIView expected, got table);"
                                             + " a method is called with ':' (obj:hitTest(...)), not '.'\n"
                                             + "说明：'hitTest' 的第 1 个参数不对：需要 UIView，得到的是表。"
                                             + "如果 'hitTest' 是对象的方法，要用冒号调用：obj:hitTest(...)，不是 obj.hitTest(...)。\n"),
                      prompt.stderr)
    }
}
