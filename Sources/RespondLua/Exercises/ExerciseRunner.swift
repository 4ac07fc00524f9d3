import RespondCore

/// Runs an exercise the only way it is graded: the learner's code — the lines
/// between `-- >>> your code` and `-- <<< your code` in their copy — inside the
/// *shipped* exercise, whose set-up and checks are the ones that run. What the
/// learner's copy says above or below the markers does not matter.
///
/// The shipped text is spliced as
///
///     <shipped set-up, up to the begin marker>
///     exercise.learn(function(_ENV, ...) <the learner's code>
///     end) -- <<< your code
///     <shipped checks>
///     exercise.checksDone()
///
/// after checking that the learner's code compiles on its own, so it is a whole
/// block that cannot close the function early and reach the checks. The harness
/// (`exerciseHarnessSource`) gives it an environment without the forbidden names.
/// The spliced text keeps the learner's line numbers (`splice`): blank lines
/// are added, or the shipped header's comment lines left out; only where that
/// cannot be done are reported line numbers shifted.
public enum ExerciseRunner {
    public static let beginMarker = "-- >>> your code"
    public static let endMarker = "-- <<< your code"

    /// Lua instructions and memory an exercise run may use (an endless loop ends).
    public static let instructionLimit = 100_000_000
    public static let memoryLimitMB = 256
    /// CPU seconds a check may use: 10^8 instructions of string searches over a
    /// large string would otherwise take hours (issue 20).
    public static var timeLimitSeconds = 20.0

    /// Where the learner's code is in a copy of an exercise (0-based line indices).
    struct Markers {
        let begin: Int
        let end: Int
    }

    static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    static func isMarker(_ line: Substring, _ marker: String) -> Bool {
        line.drop { $0 == " " || $0 == "\t" }.hasPrefix(marker)
    }

    /// The markers of a copy, or what is wrong with them in plain words.
    static func markers(_ lines: [Substring]) -> Result<Markers, ExerciseError> {
        let begins = lines.indices.filter { isMarker(lines[$0], beginMarker) }
        let ends = lines.indices.filter { isMarker(lines[$0], endMarker) }
        func problem(_ en: String, _ zh: String) -> Result<Markers, ExerciseError> { .failure(ExerciseError(Words(en, zh).text())) }
        if begins.isEmpty { return problem("the line `\(beginMarker)` is missing", "缺少 `\(beginMarker)` 这一行") }
        if ends.isEmpty { return problem("the line `\(endMarker)` is missing", "缺少 `\(endMarker)` 这一行") }
        if begins.count > 1 {
            return problem("the line `\(beginMarker)` is there \(begins.count) times", "`\(beginMarker)` 这一行出现了 \(begins.count) 次")
        }
        if ends.count > 1 {
            return problem("the line `\(endMarker)` is there \(ends.count) times", "`\(endMarker)` 这一行出现了 \(ends.count) 次")
        }
        if ends[0] < begins[0] {
            return problem("the line `\(endMarker)` comes before `\(beginMarker)`",
                           "`\(endMarker)` 这一行出现在 `\(beginMarker)` 之前")
        }
        return .success(Markers(begin: begins[0], end: ends[0]))
    }

    /// The learner's code in a copy: its lines and the 1-based line number of the first.
    public static func learnerCode(in copy: String) -> Result<(code: [Substring], firstLine: Int), ExerciseError> {
        let all = lines(copy)
        switch markers(all) {
        case .failure(let error): return .failure(error)
        case .success(let m): return .success((Array(all[(m.begin + 1)..<m.end]), m.begin + 2))
        }
    }

    /// Grades the learner's copy of exercise `number` against the shipped text.
    /// `resetCommand` is the command that puts the shipped file back, as the learner types it.
    public static func check(shipped: String, copy: String, fileName: String, number: Int,
                             forbid: [String], resetCommand: String? = nil) -> (ExerciseBook.Result, output: String) {
        // The exercise's own markers first: a damaged one is its author's mistake, not the learner's.
        if case .failure(let problem) = markers(lines(shipped)) {
            return (.broken(shippedMarkersMessage(problem, fileName: fileName)), "")
        }
        switch learnerCode(in: copy) {
        case .failure(let problem):
            let reset = resetCommand ?? "respond-lua exercises reset \(number)"
            return (.broken(Words("\(problem.message) in your copy, so your code cannot be found. "
                                  + "`\(reset)` puts the shipped file back (your copy is kept "
                                  + "in the workspace's backup folder); then put your code back between the two lines.",
                                  "你的副本中\(problem.message)，所以找不到你的代码。`\(reset)` 会放回随附的原始文件"
                                  + "（你的副本保存在工作区的 backup 文件夹里）；然后把你的代码放回这两行之间。").text()), "")
        case .success(let (code, firstLine)):
            return run(shipped: shipped, fileName: fileName, number: number, forbid: forbid, code: code, firstLine: firstLine)
        }
    }

    /// What is said when the exercise file itself has damaged markers: the
    /// exercise's author's mistake, never "missing in your copy".
    static func shippedMarkersMessage(_ problem: ExerciseError, fileName: String) -> String {
        Words("the exercise \(fileName) itself is broken (not your copy): \(problem.message) in it, so it has no place for "
              + "your code; tell whoever wrote the exercise (`respond-lua exercises lint FILE` finds such mistakes)",
              "练习文件 \(fileName) 本身有问题（不是你的副本的问题）：其中\(problem.message)，所以没有放你代码的位置；"
              + "请告诉出题人（`respond-lua exercises lint FILE` 能查出这类错误）").text()
    }

    /// What is said when the exercise's set-up (the lines above the learner's
    /// part) raised an error: the exercise's mistake, not the learner's code.
    static func setUpErrorMessage(_ report: String, fileName: String) -> String {
        Words("the exercise's set-up raised an error before your code ran (a mistake in the exercise \(fileName), "
              + "not in your code; tell whoever wrote the exercise):\n\(report)",
              "练习的准备代码在你的代码运行之前就出错了（这是练习文件 \(fileName) 的错误，不是你的代码的问题；"
              + "请告诉出题人）：\n\(report)").text()
    }

    /// Runs `code` (a solution, say) in the place of the shipped exercise's own code.
    public static func run(shipped: String, fileName: String, number: Int, forbid: [String],
                           code: String) -> (ExerciseBook.Result, output: String) {
        if case .failure(let problem) = markers(lines(shipped)) {
            return (.broken(shippedMarkersMessage(problem, fileName: fileName)), "")
        }
        guard case .success(let m) = markers(lines(shipped)) else { return (.broken(""), "") }
        var codeLines = lines(code)
        if codeLines.last == "" { codeLines.removeLast() }
        return run(shipped: shipped, fileName: fileName, number: number, forbid: forbid, code: codeLines,
                   firstLine: m.begin + 2)
    }

    struct Splice {
        let text: String
        /// The learner's lines in the spliced text (1-based, inclusive).
        let first: Int
        let last: Int
        /// Add to a spliced line number at or after `first` to get the line in the learner's copy.
        let shift: Int
        /// The shipped header's lines left out: add to a spliced line number
        /// before `first` to get the line in the shipped file.
        var dropped = 0
    }

    /// Runs the learner's copy of an exercise in `runtime` as far as the end of
    /// their code, the way `check` runs it (the shipped set-up, their code in the
    /// harness's environment) but without the checks: the scene the checks would
    /// look at, for the playground (`respond-lua exercises play N`). The set-up's
    /// locals, as they are when the learner's code starts, become globals of
    /// the same names (`LuaRuntime.sceneNames`). Returns the problem, in the
    /// words `check` uses, or nil when the scene is ready.
    public static func runScene(in runtime: LuaRuntime, shipped: String, copy: String, fileName: String, number: Int,
                                forbid: [String], resetCommand: String? = nil) -> ExerciseBook.Result? {
        let shippedLines = lines(shipped)
        if case .failure(let problem) = markers(shippedLines) {
            return .broken(shippedMarkersMessage(problem, fileName: fileName))
        }
        guard case .success(let m) = markers(shippedLines) else { return .broken("") }
        guard case .success(let (code, firstLine)) = learnerCode(in: copy) else {
            if case .failure(let problem) = learnerCode(in: copy) {
                let reset = resetCommand ?? "respond-lua exercises reset \(number)"
                return .broken(Words("\(problem.message) in your copy, so your code cannot be found. "
                                     + "`\(reset)` puts the shipped file back.",
                                     "你的副本中\(problem.message)，所以找不到你的代码。`\(reset)` 会放回随附的原始文件。").text())
            }
            return .broken(Words("your copy cannot be read", "无法读取你的副本").text())
        }
        let splice = splice(shipped: shippedLines, markers: m, code: code, firstLine: firstLine, withChecks: false)
        let chunk = "@" + fileName
        if let problem = setUpHarness(in: runtime, chunk: chunk, splice: splice, number: number, forbid: forbid,
                                      keepScene: true, code: code, firstLine: firstLine) {
            return .error(problem)
        }
        let outcome = runtime.run(code: splice.text, chunkName: chunk)
        // The set-up's locals, as globals for the playground's Lua box (`SceneNames.swift`).
        runtime.publishExerciseSceneLocals()
        if outcome == .ok { return nil }
        return classify(outcome, fileName: fileName, splice: splice)
    }

    /// Whether a comment line opens a long comment (`--[[`, `--[==[`), which may
    /// run over lines that are code to the eye.
    static func opensLongComment(_ line: Substring) -> Bool {
        let rest = line.dropFirst(2)
        guard rest.first == "[" else { return false }
        let after = rest.dropFirst().drop { $0 == "=" }
        return after.first == "["
    }

    /// How many lines the shipped file opens with that may be left out of the
    /// text that runs without changing what it does: its header's comment lines
    /// and blank lines, up to the first line of code.
    static func leadingComments(_ lines: ArraySlice<Substring>) -> Int {
        lines.prefix { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return trimmed.isEmpty || (trimmed.hasPrefix("--") && !opensLongComment(trimmed))
        }.count
    }

    /// The text that runs: the shipped set-up, the learner's code, the shipped
    /// checks, laid out so that its line numbers are those of the learner's
    /// copy, in both forms of copy: where the copy's part starts lower than the
    /// shipped one (the old copies, which kept the shipped header, or a copy
    /// with notes added above), blank lines are put before it; where it starts
    /// higher (the short header of today's copies), the shipped header's
    /// comment lines are left out, so that the set-up's lines, the learner's
    /// and the checks' fall on the copy's numbers and errors, tracebacks,
    /// `watch`, the playground and `grade` need no translating. Only when there
    /// are not enough of those lines are the numbers shifted (`Splice.shift`).
    static func splice(shipped: [Substring], markers m: Markers, code: [Substring], firstLine: Int,
                       withChecks: Bool = true) -> Splice {
        var delta = firstLine - (m.begin + 2)
        var out = shipped[...m.begin].map(String.init)
        var dropped = 0
        if delta < 0 {
            dropped = min(-delta, leadingComments(shipped[..<m.begin]))
            out.removeFirst(dropped)
            delta += dropped
        }
        let pad = max(delta, 0)
        let open = "exercise.learn(function(_ENV, ...) "
        out += Array(repeating: "", count: pad)
        let first = out.count + 1
        if code.isEmpty {
            out.append(open + "end) " + shipped[m.end])
        } else {
            out.append(open + code[0])
            out += code.dropFirst().map(String.init)
            out.append("end) " + shipped[m.end])
        }
        if withChecks {
            out += shipped[(m.end + 1)...].map(String.init)
            out.append("exercise.checksDone()")
        }
        return Splice(text: out.joined(separator: "\n"), first: first, last: first + max(code.count, 1) - 1,
                      shift: delta - pad, dropped: dropped)
    }

    static func run(shipped: String, fileName: String, number: Int, forbid: [String], code: [Substring],
                    firstLine: Int) -> (ExerciseBook.Result, output: String) {
        let shippedLines = lines(shipped)
        if case .failure(let problem) = markers(shippedLines) {
            return (.broken(shippedMarkersMessage(problem, fileName: fileName)), "")
        }
        guard case .success(let m) = markers(shippedLines) else { return (.broken(""), "") }
        let splice = splice(shipped: shippedLines, markers: m, code: code, firstLine: firstLine)
        var captured = ""
        let runtime: LuaRuntime
        do {
            var options = LuaRuntime.Options()
            options.scriptName = fileName
            options.maxInstructions = instructionLimit
            options.maxMemoryMB = memoryLimitMB
            options.maxTime = timeLimitSeconds
            options.noFiles = true
            runtime = try LuaRuntime(engine: Engine(), options: options)
        } catch {
            return (.error("cannot start Lua: \(error)"), "")
        }
        runtime.output = { captured += $0 }
        runtime.errorOutput = { captured += $0 }
        let chunk = "@" + fileName
        if let problem = setUpHarness(in: runtime, chunk: chunk, splice: splice, number: number, forbid: forbid,
                                      keepScene: false, code: code, firstLine: firstLine) {
            return (.error(problem), captured)
        }
        var outcome = runtime.run(code: splice.text, chunkName: chunk)
        if outcome == .ok { outcome = runtime.run(code: "exercise.finish()", chunkName: "=exercise harness") }
        return (classify(outcome, fileName: fileName, splice: splice), captured)
    }

    /// The one set-up of the grading harness, for `check` and for the
    /// playground's scene: the harness, then what this exercise forbids and
    /// where the learner's code is (`exercise.configure`; `keepScene` keeps the
    /// set-up's locals for the playground); then the learner's code must
    /// compile as a block of its own (compiled here rather than by the
    /// harness's `load`, so that the message names a full-width comma or a
    /// name in Chinese as every chunk's does). Returns the problem, or nil.
    static func setUpHarness(in runtime: LuaRuntime, chunk: String, splice: Splice, number: Int, forbid: [String],
                             keepScene: Bool, code: [Substring], firstLine: Int) -> String? {
        let configure = "exercise.configure{source = \(LuaSource.string(chunk)), first = \(splice.first), last = \(splice.last), "
            + "shift = \(splice.shift), number = \(number), zh = \(Language.current == .zh), "
            + (keepScene ? "keepScene = true, " : "")
            + "forbid = {" + forbid.map(LuaSource.string).joined(separator: ", ") + "}}"
        for setUp in [exerciseHarnessSource, configure] {
            if case .error(let message, let traceback) = runtime.run(code: setUp, chunkName: "=exercise harness") {
                return "the exercise harness failed: \(message)\n\(traceback)"
            }
        }
        let padded = String(repeating: "\n", count: max(firstLine - 1, 0)) + code.joined(separator: "\n")
        return runtime.syntaxError(of: padded, chunkName: chunk)
    }

    /// A failed check (`✗ ...`), the learner's error, or a pass.
    static func classify(_ outcome: LuaRuntime.Outcome, fileName: String, splice: Splice) -> ExerciseBook.Result {
        guard case .error(let message, let traceback) = outcome else { return .passed }
        if let mark = message.firstRange(of: "✗ ") { return .failed(String(message[mark.upperBound...])) }
        // Raised on a line of the set-up (above the learner's part), with none
        // of the learner's lines on the way: the exercise's mistake.
        if let line = errorLine(message, fileName: fileName), line < splice.first,
           !tracebackReaches(traceback, fileName: fileName, splice: splice) {
            // Named by the shipped file's lines: whoever wrote the exercise looks there.
            return .broken(setUpErrorMessage(shippedNumbers(message, fileName: fileName, splice: splice),
                                             fileName: fileName))
        }
        var text = renumber(message, fileName: fileName, splice: splice)
        if message.contains("instruction limit") || message.contains("time limit exceeded") {
            text = Words("your code ran for too long (an endless loop?): ", "你的代码运行太久了（死循环？）：").text() + text
        } else if message.contains("attempt to assign to const variable") {
            text += Words(" (the set-up's <const> variables cannot be given other values; change the objects they hold instead)",
                          "（准备代码里的 <const> 变量不能赋别的值；请改动它们所指的对象）").text()
        }
        let trace = renumber(traceback, fileName: fileName, splice: splice)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("exercise harness") && !$0.contains("(...tail calls...)") }
            .joined(separator: "\n")
        return .error(trace.isEmpty ? text : text + "\n" + trace)
    }

    /// The line of `file:N: message`, when the message begins so.
    static func errorLine(_ message: String, fileName: String) -> Int? {
        guard message.hasPrefix(fileName + ":") else { return nil }
        return Int(message.dropFirst(fileName.count + 1).prefix { $0.isASCII && $0.isNumber })
    }

    /// Whether a traceback passes through the learner's lines.
    static func tracebackReaches(_ traceback: String, fileName: String, splice: Splice) -> Bool {
        traceback.split(separator: "\n").contains { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard let n = errorLine(String(trimmed), fileName: fileName) else { return false }
            return n >= splice.first && n <= splice.last
        }
    }

    /// Spliced line numbers (`file:N`) to the learner's copy's.
    static func renumber(_ text: String, fileName: String, splice: Splice) -> String {
        guard splice.shift != 0 else { return text }
        return renumber(text, fileName: fileName) { $0 >= splice.first ? $0 + splice.shift : $0 }
    }

    /// The set-up's spliced line numbers (`file:N`, before the learner's part) to the shipped file's.
    static func shippedNumbers(_ text: String, fileName: String, splice: Splice) -> String {
        guard splice.dropped != 0 else { return text }
        return renumber(text, fileName: fileName) { $0 < splice.first ? $0 + splice.dropped : $0 }
    }

    static func renumber(_ text: String, fileName: String, _ map: (Int) -> Int) -> String {
        let key = fileName + ":"
        var out = ""
        var rest = Substring(text)
        while let range = rest.firstRange(of: key) {
            out += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if let n = Int(digits), !digits.isEmpty {
                out += String(map(n))
                rest = rest.dropFirst(digits.count)
            }
        }
        return out + rest
    }
}
