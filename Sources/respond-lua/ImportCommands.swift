import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import RespondCore
import RespondLua

/// The debugger commands that print a dump, for the help texts.
private let dumpHelp = """
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

private func checkReadable(_ paths: [String?]) throws {
    for case let path? in paths where access(path, F_OK) != 0 {
        throw ValidationError("cannot open \(path): no such file")
    }
}

struct Why: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import a recursiveDescription dump and explain who gets a touch at screen point X,Y.",
        discussion: dumpHelp + "\n\nThe first line is the conclusion: the view the tap goes to, and the view it covers there. "
            + "The point is X,Y (like render --at) or X Y. Without --screen, the screen is the dump's window "
            + "(at least as large as its root view).")

    @Option(help: "A file with the view controllers (_printHierarchy output).")
    var controllers: String?

    @Option(help: "Also draw the screen as SVG to this file: the views at the dump's window size and the hit test.")
    var svg: String?

    @Option(name: .customLong("screen"), help: "Screen size in points, as WxH (default: the dump's window).")
    var screen: String?

    @Argument(help: "The dump: a file with the output of recursiveDescription.")
    var dump: String

    @Argument(help: "The touch, in screen points: X,Y (or X Y).")
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
            throw ValidationError("why takes the point as X,Y (finite numbers), like 195,797, or as X Y; got '\(point.joined(separator: " "))'")
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
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a Lua script that rebuilds a recursiveDescription dump with the ordinary API, to add overrides and recognizers to.",
        discussion: dumpHelp)

    @Option(name: .shortAndLong, help: "Where to write the script (default: standard output).")
    var output: String?

    @Option(help: "A file with the view controllers (_printHierarchy output).")
    var controllers: String?

    @Argument(help: "The dump: a file with the output of recursiveDescription.")
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
