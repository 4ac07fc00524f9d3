import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import RespondCommandLine
import RespondCore
import RespondLua

/// The debugger commands that print a dump, for the help texts.
private var dumpHelp: String { HelpWords.text(dumpHelpEn, dumpHelpZh) }

private let dumpHelpZh = """
    DUMP 是调试器下面这些命令打印出来的内容：
      expr -l objc -O -- [[UIWindow keyWindow] recursiveDescription]    （任意栈帧）
      po UIApplication.shared.keyWindow?.recursiveDescription()
      po someView.value(forKey: "recursiveDescription")!                （Swift）
    也可以是快照测试库记录下来的内容，存成一个文件。--controllers 接受这条命令的输出：
      expr -l objc -O -- [[[UIWindow keyWindow] rootViewController] _printHierarchy]
    这样响应者链里就会出现 App 的视图控制器。
    """

private let dumpHelpEn = """
    DUMP is what the debugger prints for
      expr -l objc -O -- [[UIWindow keyWindow] recursiveDescription]    (from any frame)
      po UIApplication.shared.keyWindow?.recursiveDescription()
      po someView.value(forKey: "recursiveDescription")!                (Swift)
    or what a snapshot-testing library recorded, saved to a file. --controllers takes the output of
      expr -l objc -O -- [[[UIWindow keyWindow] rootViewController] _printHierarchy]
    so that the responder chain shows the app's view controllers.
    """

/// Reads the dump (and controllers) or stops: a missing file is a usage error
/// (exit 2), a bad dump an error naming its line (exit 1).
private func loadDump(_ path: String, controllers: String?) -> HierarchyDump {
    do {
        return try HierarchyDump.load(path, controllers: controllers, paths: true)
    } catch {
        fputs("\(error)\n", stderr)
        Glibc.exit(1)
    }
}

private var controllersHelp: ArgumentHelp {
    HelpWords.option("A file with the view controllers (_printHierarchy output).",
                     "列出视图控制器的文件（_printHierarchy 的输出）。")
}

private var dumpArgumentHelp: ArgumentHelp {
    HelpWords.option("The dump: a file with the output of recursiveDescription.",
                     "DUMP：存有 recursiveDescription 输出的文件。")
}

private func checkReadable(_ paths: [String?]) throws {
    for case let path? in paths where access(path, F_OK) != 0 {
        throw ValidationError(Words("cannot open \(path): no such file", "无法打开 \(path)：没有这个文件").text())
    }
}

struct Why: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        abstract: HelpWords.text("Import a recursiveDescription dump and explain who gets a touch at screen point X,Y.",
                                 "读入 recursiveDescription，讲解 X,Y 的触摸交给谁。"),
        discussion: dumpHelp + HelpWords.text(
            "\n\nThe first line is the conclusion: the view the tap goes to, and the view it covers there. "
                + "The point is X,Y (like render --at) or X Y. Without --screen, the screen is the dump's window "
                + "(at least as large as its root view).",
            "\n\n第一行是结论：这次轻点交给哪个视图，以及它在那里挡住了哪个视图。"
                + "触摸点写作 X,Y（和 render --at 一样）或 X Y。不加 --screen 时，屏幕就是 DUMP 里的窗口"
                + "（至少和它的根视图一样大）。"))
    }

    @Option(help: controllersHelp)
    var controllers: String?

    @Option(help: HelpWords.option("Also draw the screen as SVG to this file: the views at the dump's window size and the hit test.",
                                   "同时把屏幕画成 SVG 写入这个文件：按 DUMP 里窗口的大小画出视图和命中测试。"))
    var svg: String?

    @Option(name: .customLong("screen"), help: HelpWords.option("Screen size in points, as WxH (default: the dump's window).",
                                                                "屏幕尺寸，单位是点，写作 WxH（默认是 DUMP 里的窗口）。"))
    var screen: String?

    @Argument(help: dumpArgumentHelp)
    var dump: String

    @Argument(help: HelpWords.option("The touch, in screen points: X,Y (or X Y).",
                                     "触摸的位置，单位是屏幕上的点：X,Y（或 X Y）。"))
    var point: [String] = []

    /// The point, or nil when the arguments do not give one.
    private var location: Point? {
        let parts: [Substring]
        switch point.count {
        case 1: parts = point[0].split(separator: ",", omittingEmptySubsequences: false)
        case 2: parts = point.map { Substring($0) }
        default: return nil
        }
        let xy = parts.map { Double(String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())) }
        guard xy.count == 2, let x = xy[0], let y = xy[1], x.isFinite, y.isFinite, abs(x) <= 1e7, abs(y) <= 1e7 else {
            return nil
        }
        return Point(x, y)
    }

    func validate() throws {
        try checkReadable([dump, controllers])
        if let screen {
            do { _ = try EngineSettings.screenSize(screen) } catch let error as UsageError { throw ValidationError(error.description) }
        }
        if location == nil {
            let given = point.joined(separator: " ")
            throw ValidationError(Words("why takes the point as X,Y (finite numbers), like 195,797, or as X Y; got '\(given)'",
                                        "why 的触摸点要写成 X,Y（两个有限的数），比如 195,797，或者 X Y；收到的是“\(given)”").text())
        }
    }

    /// Parse, build, explain: the engine alone, no Lua.
    func run() throws {
        let location = location!
        let parsed = loadDump(dump, controllers: controllers)
        var size = try screen.map(EngineSettings.screenSize) ?? EngineSettings().screen
        if screen == nil {
            let frame = parsed.views[0].frame
            if parsed.kinds[parsed.views[0].className] == .window {
                // The dump's window is the screen.
                if frame.maxX > 0, frame.maxY > 0 { size = Size(frame.maxX, frame.maxY) }
            } else {
                // The new window holding the root is the screen: make room for the root.
                size = Size(max(size.width, frame.maxX), max(size.height, frame.maxY))
            }
        }
        let engine = Engine(screenSize: size)
        defer { fflush(stdout) }
        let imported: ImportedHierarchy
        do {
            imported = try HierarchyBuilder(engine: engine).build(parsed)
        } catch {
            fputs("\(dump): \(error)\n", stderr)
            Glibc.exit(1)
        }
        for warning in imported.warnings { writeText("warning: \(warning.description)\n", to: stderr) }
        let explanation = try engine.explain(at: location)
        print(try imported.conclusion(at: location, explanation: explanation, engine: engine))
        // The conclusion says what the hit view covers, by the dump's titles: not twice.
        var shown = explanation
        shown.covered = nil
        print(shown.text, terminator: "")
        if let note = imported.unknownRecognizersNote(from: explanation.view) { print(note) }
        if let svg {
            var options = SVGRenderer.Options()
            options.location = location
            let picture = try SVGRenderer(engine: engine, options: options).render()
            fflush(stdout)
            do {
                try writeFile(svg, picture)
            } catch {
                fputs("respond-lua: \(error)\n", stderr)
                throw ExitCode(1)
            }
        }
    }
}

struct ImportDump: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "import",
        abstract: HelpWords.text("Write a Lua script that rebuilds a recursiveDescription dump with the ordinary API, to add overrides and recognizers to.",
                                 "把 recursiveDescription 写成 Lua 脚本，以便接着修改。"),
        discussion: dumpHelp)
    }

    @Option(name: .shortAndLong, help: HelpWords.option("Where to write the script (default: standard output).",
                                                        "脚本写到哪里（默认是标准输出）。"))
    var output: String?

    @Option(help: controllersHelp)
    var controllers: String?

    @Argument(help: dumpArgumentHelp)
    var dump: String

    func validate() throws {
        try checkReadable([dump, controllers])
    }

    func run() throws {
        let parsed = loadDump(dump, controllers: controllers)
        for warning in parsed.warnings { fputs("warning: \(warning)\n", stderr) }
        let script: String
        do {
            script = try HierarchyScript.write(parsed)
        } catch {
            fputs("\(error)\n", stderr)
            Glibc.exit(1)
        }
        // Written with its length, never as a C string: a NUL byte would end it early.
        let bytes = Array(script.utf8)
        guard let output else {
            fflush(stdout)
            if fwrite(bytes, 1, bytes.count, stdout) != bytes.count || fflush(stdout) != 0 {
                fputs("respond-lua: cannot write the script to standard output: \(String(cString: strerror(errno)))\n", stderr)
                Glibc.exit(1)
            }
            return
        }
        guard let file = fopen(output, "w") else {
            fputs("respond-lua: cannot write \(output): \(String(cString: strerror(errno)))\n", stderr)
            Glibc.exit(1)
        }
        let written = fwrite(bytes, 1, bytes.count, file)
        if fclose(file) != 0 || written != bytes.count {
            fputs("respond-lua: cannot write \(output): \(String(cString: strerror(errno)))\n", stderr)
            Glibc.exit(1)
        }
    }
}
