import CLua
import CLuaShim
import RespondCore
#if canImport(Glibc)
import Glibc
#endif

/// The interactive prompt's logic, apart from the terminal: commands, evaluation
/// (expressions print their values, readably), continuation of unfinished
/// statements; its tab completion is in PromptCompletion.swift.
public final class ReplSession {
    public private(set) var runtime: LuaRuntime
    private let makeRuntime: () throws -> LuaRuntime
    /// Lines of an unfinished statement.
    public private(set) var pending = ""

    public enum Outcome: Equatable {
        case needMore
        case done
        case quit
    }

    public init(runtime: LuaRuntime, makeRuntime: @escaping () throws -> LuaRuntime) {
        self.runtime = runtime
        self.makeRuntime = makeRuntime
    }

    public var prompt: String { pending.isEmpty ? "> " : ">> " }

    public static let help = """
        Type Lua; an expression prints its value (=EXPR too), and _ is the last one. Unfinished statements continue on the next line.
        Commands:
          :help           this text
          :help NAME      what NAME is: a class's members, a function's signatures (NAME? too: UIButton?, tap?, sim?)
          :inspect EXPR   what a value holds now: a view's frame, flags, recognizers, targets, chain (EXPR?? too: v??)
          :tree           the windows and views
          :explain X Y    why a touch at X, Y goes where it goes
          :chain EXPR     the responder chain of a responder
          :trace on|off   print every dispatch step as it happens
          :reset          a fresh engine (everything made so far is gone)
          :load FILE      run a script in this session
          :quit           leave (Ctrl-D too)
        Tab completes names, members (of values too: v.frame.mi), commands and :load's file names.
        Up and Down recall earlier statements, whole. Ctrl-C stops a runaway statement or clears the line.

        """

    /// Whether values and errors are coloured (the prompt sets it when standard
    /// output is a terminal and NO_COLOR is unset).
    public var colors = false

    /// The statement just completed, as one piece (its lines joined), for history.
    public private(set) var lastStatement = ""

    /// Handles one line of input.
    public func feed(_ line: String) -> Outcome {
        // What the text trace held back for this line (a run of frames, a touch's outcome) ends it.
        defer { runtime.flushTrace() }
        runtime.clearInterrupt()
        // Every statement at the prompt is `stdin:1`: a misspelling warns again
        // each time it is typed, not once per session.
        if pending.isEmpty { runtime.nameBook.warnedSites.removeAll() }
        if pending.isEmpty, line.hasPrefix(":") {
            lastStatement = line
            return command(line)
        }
        // `NAME?` is `:help NAME`, `EXPR??` is `:inspect EXPR` (Lua has no `?`).
        if pending.isEmpty, let question = Self.question(line) {
            lastStatement = line
            switch question {
            case .help(let name): help(name)
            case .inspect(let expression): inspect(expression, column: line.leadingSpaceCount + 1)
            }
            return .done
        }
        // Python's words for help and leaving, when the script has not defined them:
        // `help` and `help()` give the help, `exit()` and `quit()` leave, and a bare
        // `exit` or `quit` says how (as Python does), instead of `nil` or an error.
        if pending.isEmpty, let word = Self.pythonWord(line), runtime.globalIsNil(word.name) {
            lastStatement = line
            switch (word.name, word.called) {
            case ("help", _):
                runtime.output(Self.help)
            case (_, true):
                return .quit
            default:
                runtime.output("Use :quit, \(word.name)() or Ctrl-D (on an empty line) to leave.\n")
            }
            return .done
        }
        // `=expr` prints the expression, as Lua 5.3's prompt did (evaluated as an
        // expression, so that it becomes `_` too). The `=` becomes a space, so that
        // the columns a syntax error names are those of the line as typed.
        let text = pending.isEmpty && line.hasPrefix("=") ? " " + line.dropFirst() : line
        lastStatement = pending.isEmpty ? line : lastStatement + "\n" + line
        pending += (pending.isEmpty ? "" : "\n") + text
        switch runtime.evaluate(pending, show: true, colors: colors, keepingResult: true) {
        case .incomplete:
            return .needMore
        case .done(let report):
            if let report { showError(report) }
            // A bare name that is nil, where a view has that name: most often a
            // `local` of the script run before the prompt (gone, as in `lua`).
            let name = pending.trimmingSpaces
            if report == nil, Self.isName(name), runtime.globalIsNil(name), let path = runtime.viewPath(named: name) {
                runtime.output("(\(name) is no global: a script's locals are gone, as in lua. "
                               + "The view named \"\(name)\" is \(path))\n")
            }
        }
        pending = ""
        return .done
    }

    enum Question: Equatable {
        case help(String)
        case inspect(String)
    }

    /// `UIButton?`, `sim.tap?`, `?` (help) and `v??`, `app.keyWindow??` (inspect);
    /// nil for anything else, which goes to Lua. A `?` can only end a line of Lua
    /// inside a comment, so a line with `--` is left to Lua.
    static func question(_ line: String) -> Question? {
        let text = line.trimmingSpaces
        guard text.hasSuffix("?"), !text.contains("--") else { return nil }
        if text.hasSuffix("??") {
            var expression = String(text.dropLast(2)).trimmingSpaces
            // `=v??` as `v??`: the `=` of `=expr` says "print it", which `??` does.
            if expression.hasPrefix("=") { expression = String(expression.dropFirst()).trimmingSpaces }
            return expression.isEmpty ? .help("") : .inspect(expression)
        }
        let name = String(text.dropLast()).trimmingSpaces
        if name.isEmpty || isHelpName(name) { return .help(name) }
        return nil
    }

    /// Names joined by `.` (and a last `:`): `UIView`, `sim.tap`, `UIView:hitTest`.
    static func isHelpName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: ":", omittingEmptySubsequences: false)
        }
        return text.filter { $0 == ":" }.count <= 1 && parts.allSatisfy { isName(String($0)) }
    }

    /// Names joined by `.`: `app.keyWindow`.
    static func isPath(_ text: String) -> Bool {
        text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isName(String($0)) }
    }

    private func help(_ name: String) {
        var name = name
        while name.hasSuffix("?") { name = String(name.dropLast()).trimmingSpaces }
        runtime.output(name.isEmpty ? Self.help : runtime.helpText(for: name))
    }

    /// `column`: where the expression starts on the line typed, so that a syntax
    /// error's columns are the line's.
    private func inspect(_ expression: String, column: Int) {
        let (text, error) = runtime.inspect(expression: expression, column: column)
        if let error { showError(error) }
        if let text { runtime.output(text) }
    }

    static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// `help`, `exit`, `quit`, with or without `()`, alone on the line.
    static func pythonWord(_ line: String) -> (name: String, called: Bool)? {
        var text = line.trimmingSpaces
        let called = text.hasSuffix("()")
        if called { text = String(text.dropLast(2)).trimmingSpaces }
        return ["help", "exit", "quit"].contains(text) ? (text, called) : nil
    }

    /// An error report: the message line in red when colours are on.
    private func showError(_ report: String) {
        let report = Self.withoutTrivialTraceback(report)
        guard colors else {
            runtime.errorOutput(report + "\n")
            return
        }
        var lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[0] = Colors.error + lines[0] + Colors.reset
        runtime.errorOutput(lines.joined(separator: "\n") + "\n")
    }

    /// A traceback whose only frame is the line just typed (`stdin:1: in main
    /// chunk`) says nothing the message does not: the prompt leaves it out, and
    /// keeps every traceback that goes through a function.
    static func withoutTrivialTraceback(_ report: String) -> String {
        var lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "stack traceback:") else { return report }
        let frames = lines[(start + 1)...].filter { !$0.trimmingSpaces.isEmpty }
        guard frames.count == 1, let frame = frames.first?.trimmingSpaces,
              frame.hasPrefix("stdin:"), frame.hasSuffix(": in main chunk") else { return report }
        lines.removeSubrange(start...)
        return lines.joined(separator: "\n")
    }

    /// Input ended (Ctrl-D, or the end of a pipe) in the middle of a statement: as
    /// Lua's and Python's prompts do, the statement is dropped with the error it
    /// has (`stdin:1: 'end' expected near <eof>`). Returns whether there was one;
    /// at a terminal the prompt then goes on, and only Ctrl-D on an empty line leaves.
    @discardableResult
    public func endOfInput() -> Bool {
        guard !pending.isEmpty else { return false }
        showError(runtime.syntaxError(of: pending) ?? "stdin: unfinished statement")
        cancelPending()
        return true
    }

    /// Drops an unfinished statement (Ctrl-C at the prompt).
    public func cancelPending() {
        pending = ""
        lastStatement = ""
    }

    /// The prompt's commands, for `:help` and completion.
    public static let commands = [":chain", ":explain", ":help", ":inspect", ":load", ":quit", ":reset", ":trace", ":tree"]

    private func command(_ line: String) -> Outcome {
        // The command's name ends at the first space, tab or ideographic space (a
        // Chinese input method types U+3000 for a space).
        let words = line.dropFirst().split(maxSplits: 1, whereSeparator: \.isPromptSpace).map(String.init)
        let name = words.first ?? ""
        let rest = words.count > 1 ? words[1].trimmingSpaces : ""
        func run(_ code: String) {
            if let report = runtime.run(code: code, chunkName: "=" + line).report { showError(report) }
        }
        switch name {
        case "help", "h", "?":
            help(rest)
        case "inspect", "i":
            guard !rest.isEmpty else {
                runtime.errorOutput(":inspect takes an expression, like :inspect button (or button??)\n")
                return .done
            }
            // ":" and the command's name, the space split on, then the spaces `rest` lost.
            inspect(rest, column: 1 + name.count + 1 + words[1].leadingSpaceCount + 1)
        case "tree":
            run("tree()")
        case "explain":
            let numbers = rest.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            guard numbers.count == 2 else {
                runtime.errorOutput(":explain takes two numbers, the x and y of a screen point: :explain 120 80\n")
                return .done
            }
            run("explain(\(numbers[0]), \(numbers[1]))")
        case "chain":
            guard !rest.isEmpty else {
                runtime.errorOutput(":chain takes a responder, like :chain button\n")
                return .done
            }
            // One clean line when the expression is no responder (or fails).
            if let problem = runtime.printChain(of: rest) { runtime.errorOutput(":chain \(rest): \(problem)\n") }
        case "trace":
            guard rest == "on" || rest == "off" else {
                runtime.errorOutput(":trace takes on or off\n")
                return .done
            }
            run("sim.trace(\(rest == "on"))")
        case "reset":
            do {
                let fresh = try makeRuntime()
                fresh.output = runtime.output
                fresh.errorOutput = runtime.errorOutput
                fresh.traceFormat = runtime.traceFormat
                runtime = fresh
                runtime.output("a fresh engine: no windows, no views, the clock at 0\n")
            } catch {
                runtime.errorOutput("cannot reset: \(error)\n")
            }
        case "load":
            guard !rest.isEmpty else {
                runtime.errorOutput(":load takes a file name\n")
                return .done
            }
            if let report = runtime.run(file: rest).report { showError(report) }
        case "quit", "q", "exit":
            return .quit
        default:
            runtime.errorOutput("unknown command :\(name) (try :help)\n")
        }
        return .done
    }
}


extension Character {
    /// A space as the prompt takes one: a space, a tab, or an ideographic space
    /// (U+3000, which a Chinese input method types for a space).
    var isPromptSpace: Bool { self == " " || self == "\t" || self == "\u{3000}" }
}

extension String {
    /// The prompt's spaces (`Character.isPromptSpace`) the string starts with.
    var leadingSpaceCount: Int { prefix(while: \.isPromptSpace).count }

    /// Without the prompt's spaces at either end.
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first?.isPromptSpace == true { s = s.dropFirst() }
        while s.last?.isPromptSpace == true { s = s.dropLast() }
        return String(s)
    }
}
