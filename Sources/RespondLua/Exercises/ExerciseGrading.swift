import RespondCore

/// `respond-lua exercises grade N DIR`: every student's copy of exercise N in
/// DIR, checked as `exercises check` checks it, each in a worker process of its
/// own (`ParallelScripts`, as `respond-lua test` runs scripts). A student is a
/// `.lua` file in DIR (its name without `.lua`), or a folder in DIR holding the
/// exercise's file under its shipped name; in name order.
public enum ExerciseGrading {
    public struct Copy: Equatable {
        public let student: String
        /// Nil when the student's folder has no copy of the exercise.
        public let path: String?
    }

    /// The students' copies in `directory`, sorted by name (files and folders together).
    public static func copies(in directory: String, fileName: String) throws -> [Copy] {
        guard ExerciseFiles.isDirectory(directory) else {
            throw ExerciseError(Words("\(directory) is not a folder (grade takes a folder of the students' copies)",
                                      "\(directory) 不是文件夹（grade 需要一个放学生副本的文件夹）").text(), usage: true)
        }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        var out: [Copy] = []
        for name in try ExerciseFiles.list(directory) where !name.hasPrefix(".") {
            let path = base + name
            if ExerciseFiles.isDirectory(path) {
                let copy = path + "/" + fileName
                out.append(Copy(student: name, path: ExerciseFiles.exists(copy) ? copy : nil))
            } else if name.hasSuffix(".lua") {
                out.append(Copy(student: String(name.dropLast(4)), path: path))
            }
        }
        return out
    }

    /// What a grading worker reports of one copy: its verdict (a failed check
    /// is a failed expectation; the kind is the message's first word: `failed`,
    /// `error`, `broken`) and what the run printed.
    public static func verdict(shipped: String, copyPath: String, name: String? = nil, exercise: ExerciseBook.Exercise)
        -> (verdict: WorkerVerdict, output: String) {
        let copy: String
        do {
            copy = try ExerciseFiles.read(copyPath)
        } catch {
            return (WorkerVerdict(.error(message: "broken " + "\(error)", traceback: "")), "")
        }
        if case .failure(let problem) = ExerciseRunner.markers(ExerciseRunner.lines(shipped)) {
            let message = ExerciseRunner.shippedMarkersMessage(problem, fileName: exercise.fileName)
            return (WorkerVerdict(.error(message: "broken " + message, traceback: "")), "")
        }
        // Said to the teacher: where the student's markers went wrong, not how to reset a workspace.
        if case .failure(let problem) = ExerciseRunner.learnerCode(in: copy) {
            let message = Words("\(problem.message) in the student's copy, so their code cannot be found",
                                "学生的副本中\(problem.message)，所以找不到学生的代码").text()
            return (WorkerVerdict(.error(message: "broken " + message, traceback: "")), "")
        }
        // Named by the copy's name, so that a line number points into the student's file.
        let (result, output) = ExerciseRunner.check(shipped: shipped, copy: copy, fileName: name ?? copyPath,
                                                    number: exercise.number, forbid: exercise.forbid,
                                                    resetCommand: "respond-lua exercises reset \(exercise.number)")
        switch result {
        case .passed: return (WorkerVerdict(.ok), output)
        case .failed(let message):
            return (WorkerVerdict(.error(message: "failed ✗ " + message, traceback: ""), failedCheck: true), output)
        case .error(let report): return (WorkerVerdict(.error(message: "error " + report, traceback: "")), output)
        case .broken(let report): return (WorkerVerdict(.error(message: "broken " + report, traceback: "")), output)
        }
    }

    public enum Kind: String { case passed, failed, error, broken, missing, timedOut }

    public struct Row: Equatable {
        public let student: String
        public let kind: Kind
        /// The whole reason (first line shown in the table).
        public let reason: String
    }

    /// A worker's result as a row of the table.
    public static func row(_ student: String, _ result: ScriptSuite.Result) -> Row {
        guard case .error(let message, let traceback) = result.outcome else { return Row(student: student, kind: .passed, reason: "") }
        let full = traceback.isEmpty ? message : message + "\n" + traceback
        for kind in [Kind.failed, .error, .broken] where full.hasPrefix(kind.rawValue + " ") {
            return Row(student: student, kind: kind, reason: String(full.dropFirst(kind.rawValue.count + 1)))
        }
        // Not the worker's verdict: it timed out, crashed or could not start.
        let timedOut = full.contains("timed out after")
        return Row(student: student, kind: timedOut ? .timedOut : .error, reason: full)
    }

    public static func missingRow(_ student: String, fileName: String) -> Row {
        Row(student: student, kind: .missing,
            reason: Words("no \(fileName) in the student's folder", "学生的文件夹里没有 \(fileName)").text())
    }

    static func word(_ kind: Kind) -> String {
        switch kind {
        case .passed: Words("pass", "通过").text()
        case .failed: Words("fail", "未通过").text()
        case .error: Words("error", "出错").text()
        case .broken: Words("broken", "无法检查").text()
        case .missing: Words("missing", "缺失").text()
        case .timedOut: Words("timeout", "超时").text()
        }
    }

    /// The table: student, result, the failure's first line; then the counts.
    public static func table(_ rows: [Row]) -> String {
        let heads = [Words("student", "学生").text(), Words("result", "结果").text(), Words("first line of the failure", "失败的第一行").text()]
        let studentWidth = max(TextColumns.width(heads[0]), rows.map { TextColumns.width($0.student) }.max() ?? 0)
        let words = rows.map { word($0.kind) }
        let resultWidth = max(TextColumns.width(heads[1]), words.map { TextColumns.width($0) }.max() ?? 0)
        func pad(_ s: String, _ width: Int) -> String { s + String(repeating: " ", count: max(0, width - TextColumns.width(s))) }
        var lines = [pad(heads[0], studentWidth) + "  " + pad(heads[1], resultWidth) + "  " + heads[2]]
        for (row, word) in zip(rows, words) {
            let first = String(row.reason.prefix { $0 != "\n" })
            var line = pad(ScriptSuite.displayName(row.student), studentWidth) + "  " + pad(word, resultWidth)
            if !first.isEmpty { line += "  " + ScriptSuite.displayName(first) }
            while line.hasSuffix(" ") { line.removeLast() }
            lines.append(line)
        }
        let passed = rows.filter { $0.kind == .passed }.count
        lines.append(TestSummary.counts(passed: passed, failed: rows.count - passed, notRun: 0))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The rows as results for `TestReports.junit`: a failed check is a
    /// `<failure>`, the rest that did not pass `<error>`s.
    public static func junitResults(_ rows: [Row], seconds: [String: Double] = [:]) -> [ScriptSuite.Result] {
        rows.map { row in
            row.kind == .passed
                ? ScriptSuite.Result(path: row.student, output: "", outcome: .ok, seconds: seconds[row.student] ?? 0)
                : ScriptSuite.Result(path: row.student, output: "", outcome: .error(message: row.reason, traceback: ""),
                                     seconds: seconds[row.student] ?? 0, failedCheck: row.kind == .failed)
        }
    }
}
