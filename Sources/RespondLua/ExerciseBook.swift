/// The teaching exercises: shipped files stay as they are; the learner edits
/// copies in a workspace, where a small file keeps progress.
///
/// An exercise file starts with comment lines `-- Exercise: title`, `-- Task: ...`,
/// `-- Hint: ...`, optionally `-- Forbid: names`, and `-- Checked by: ...`
/// (continuation lines are indented). The learner writes between
/// `-- >>> your code` and `-- <<< your code`; checking runs only that code, inside
/// the shipped file (`ExerciseRunner`), whose checks use `expect(condition,
/// "what went wrong")`.
public struct ExerciseBook {
    public struct Exercise {
        public let number: Int
        public let fileName: String
        public let title: String
        public let task: String
        public let hint: String
        /// Names the learner's code may not use (`engine` and `touches` stand for groups).
        public let forbid: [String]
    }

    public enum Result: Equatable {
        case passed
        /// A check failed: what went wrong, in plain words.
        case failed(String)
        /// The learner's code raised an error (with its location).
        case error(String)
        /// The learner's copy cannot be checked (its markers are damaged): what to do.
        case broken(String)
    }

    /// What a reset did: the exercises put back, and where what it overwrote went.
    public struct ResetReport: Equatable {
        public let numbers: [Int]
        /// The backup folder, when something was overwritten.
        public let backup: String?
        /// The names of the files saved there.
        public let saved: [String]
    }

    public static let beginMarker = ExerciseRunner.beginMarker
    public static let endMarker = ExerciseRunner.endMarker

    public let source: String
    public let workspace: String
    public let exercises: [Exercise]
    /// What the commands this book suggests (`respond-lua exercises check 2`) add so
    /// that, typed as shown, they reach this workspace: the `--workspace DIR` and
    /// `--source DIR` the learner gave, or nothing.
    public var commandOptions = ""
    public var progressPath: String { workspace + "/progress.txt" }

    /// A command as the learner should type it: `command("check 2")` is
    /// `respond-lua exercises check 2`, with the options this book was opened with.
    public func command(_ words: String) -> String { "respond-lua exercises \(words)\(commandOptions)" }
    public var backupFolder: String { workspace + "/backup" }

    public init(source: String, workspace: String) throws {
        self.source = source
        self.workspace = workspace
        guard ExerciseFiles.isDirectory(source) else {
            throw ExerciseError("there are no exercises in \(source): no such folder", usage: true)
        }
        let names = try ExerciseFiles.list(source).filter { $0.hasSuffix(".lua") }
        var list: [Exercise] = []
        for (i, name) in names.enumerated() {
            let text = try ExerciseFiles.read(source + "/" + name)
            list.append(Self.parse(text, number: i + 1, fileName: name))
        }
        guard !list.isEmpty else { throw ExerciseError("there are no exercises in \(source)", usage: true) }
        exercises = list
    }

    static func trim(_ s: Substring) -> String {
        String(s.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }

    static let headerKeys = ["Exercise", "Task", "Hint", "Forbid", "Checked by"]

    /// The header: `-- Key: text` lines, continued by indented comment lines.
    static func parse(_ text: String, number: Int, fileName: String) -> Exercise {
        var fields: [String: [String]] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("--") else { break }
            let body = line.dropFirst(2)
            let trimmed = trim(body)
            if let key = headerKeys.first(where: { trimmed.hasPrefix($0 + ":") }) {
                current = key
                fields[key, default: []].append(trim(trimmed.dropFirst(key.count + 1)))
            } else if body.hasPrefix("   "), let key = current, !trimmed.isEmpty {
                fields[key, default: []].append(trimmed)
            } else {
                current = nil
            }
        }
        func field(_ key: String) -> String { (fields[key] ?? []).joined(separator: " ") }
        let forbid = field("Forbid").split { $0 == " " || $0 == "," }.map(String.init)
        let title = field("Exercise")
        return Exercise(number: number, fileName: fileName, title: title.isEmpty ? fileName : title,
                        task: field("Task"), hint: field("Hint"), forbid: forbid)
    }

    public func exercise(_ number: Int) throws -> Exercise {
        guard number >= 1, number <= exercises.count else {
            throw ExerciseError("there is no exercise \(number) (they are numbered 1 to \(exercises.count))", usage: true)
        }
        return exercises[number - 1]
    }

    /// The learner's copy of an exercise.
    public func workPath(_ exercise: Exercise) -> String { workspace + "/" + exercise.fileName }

    public func shippedPath(_ exercise: Exercise) -> String { source + "/" + exercise.fileName }

    public func shippedText(_ exercise: Exercise) throws -> String { try ExerciseFiles.read(shippedPath(exercise)) }

    /// The learner's copy as it is first written: the shipped text without its
    /// hint, which `hint N` gives when asked for (a hint printed above the task
    /// would be read before trying); a line in its place says how to get it.
    public func workspaceText(_ exercise: Exercise) throws -> String {
        Self.withoutHint(try shippedText(exercise), number: exercise.number)
    }

    /// The hint's lines give way to as many lines saying how to get it, so that
    /// every line of the copy keeps its number in the shipped file (errors and
    /// tracebacks name the same lines in both).
    static func withoutHint(_ text: String, number: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let header = lines.prefix { $0.hasPrefix("--") }.count
        guard let start = lines[..<header].firstIndex(where: { trim($0.dropFirst(2)).hasPrefix("Hint:") }) else { return text }
        var end = start + 1
        while end < header, lines[end].dropFirst(2).hasPrefix("   "), !trim(lines[end].dropFirst(2)).isEmpty { end += 1 }
        let command = "`respond-lua exercises hint \(number)`"
        var replacement: [Substring] = end - start == 1
            ? ["-- Hint: when you are stuck, \(command) gives one."]
            : ["-- Hint: when you are stuck, \(command)", "--   gives one."]
        replacement += Array(repeating: "--", count: max(0, end - start - replacement.count))
        return (lines[..<start] + replacement + lines[end...]).joined(separator: "\n")
    }

    /// Makes the workspace if needed and copies the exercises that are not there yet.
    /// Returns whether the workspace folder was made now.
    @discardableResult
    public func prepareWorkspace() throws -> Bool {
        let made = !ExerciseFiles.isDirectory(workspace)
        do {
            try ExerciseFiles.makeDirectory(workspace)
        } catch let error as ExerciseError {
            throw ExerciseError("cannot use the workspace: \(error.message)")
        }
        for exercise in exercises where !ExerciseFiles.exists(workPath(exercise)) {
            try ExerciseFiles.write(try workspaceText(exercise), to: workPath(exercise))
        }
        return made
    }

    public var passed: Set<Int> {
        guard let text = try? ExerciseFiles.read(progressPath) else { return [] }
        return progress(in: text)
    }

    private func progress(in text: String) -> Set<Int> {
        var out = Set<Int>()
        for line in text.split(separator: "\n") {
            if let name = line.split(separator: " ").first, let exercise = exercises.first(where: { $0.fileName == name }) {
                out.insert(exercise.number)
            }
        }
        return out
    }

    private func progressText(_ numbers: Set<Int>) -> String {
        numbers.sorted().map { "\(exercises[$0 - 1].fileName) passed\n" }.joined()
    }

    /// Checks the learner's copy: their code in the shipped exercise. A pass is remembered.
    public func check(_ number: Int) throws -> (Result, output: String) {
        let exercise = try self.exercise(number)
        try prepareWorkspace()
        let shipped = try shippedText(exercise)
        let copy = try ExerciseFiles.read(workPath(exercise))
        let (result, output) = ExerciseRunner.check(shipped: shipped, copy: copy, fileName: exercise.fileName,
                                                    number: number, forbid: exercise.forbid,
                                                    resetCommand: command("reset \(number)"))
        if result == .passed {
            let done = passed
            if !done.contains(number) { try ExerciseFiles.write(progressText(done.union([number])), to: progressPath) }
        }
        return (result, output)
    }

    /// Sets up the learner's copy of exercise `number` in `runtime` without its
    /// checks (the playground); the problem, or nil when the scene is ready.
    public func runScene(_ number: Int, in runtime: LuaRuntime) throws -> Result? {
        let exercise = try self.exercise(number)
        try prepareWorkspace()
        return ExerciseRunner.runScene(in: runtime, shipped: try shippedText(exercise),
                                       copy: try ExerciseFiles.read(workPath(exercise)), fileName: exercise.fileName,
                                       number: number, forbid: exercise.forbid, resetCommand: command("reset \(number)"))
    }

    /// Runs `code` in the place of the learner's code of a shipped exercise (solutions, tests).
    public func run(_ number: Int, code: String) throws -> (Result, output: String) {
        let exercise = try self.exercise(number)
        return ExerciseRunner.run(shipped: try shippedText(exercise), fileName: exercise.fileName, number: number,
                                  forbid: exercise.forbid, code: code)
    }

    /// Puts the shipped version back (one exercise, or all) and forgets progress for it.
    /// Whatever it overwrites that differs from the shipped version (the learner's
    /// copies, the progress file) is first saved in a new numbered folder,
    /// `backup/1`, `backup/2`, ...
    public func reset(_ number: Int?) throws -> ResetReport {
        try prepareWorkspace()
        let targets = try number.map { [try exercise($0)] } ?? exercises
        var saves: [(name: String, text: String)] = []
        var shipped: [(exercise: Exercise, text: String)] = []
        for exercise in targets {
            let text = try workspaceText(exercise)
            shipped.append((exercise, text))
            // A copy that cannot be read stops the reset: it would be lost.
            if ExerciseFiles.exists(workPath(exercise)) {
                let copy = try ExerciseFiles.read(workPath(exercise))
                if copy != text { saves.append((exercise.fileName, copy)) }
            }
        }
        let oldProgress = try? ExerciseFiles.read(progressPath)
        let newProgress = progressText(passed.subtracting(targets.map(\.number)))
        if let oldProgress, oldProgress != newProgress { saves.append(("progress.txt", oldProgress)) }

        var folder: String?
        if !saves.isEmpty {
            let backup = try nextBackupFolder()
            try ExerciseFiles.makeDirectory(backup)
            for save in saves { try ExerciseFiles.write(save.text, to: backup + "/" + save.name) }
            folder = backup
        }
        for (exercise, text) in shipped { try ExerciseFiles.write(text, to: workPath(exercise)) }
        if oldProgress != nil || !newProgress.isEmpty { try ExerciseFiles.write(newProgress, to: progressPath) }
        return ResetReport(numbers: targets.map(\.number), backup: folder, saved: saves.map(\.name))
    }

    /// `backup/N` with N one more than the highest there (1 at first).
    private func nextBackupFolder() throws -> String {
        var highest = 0
        if ExerciseFiles.isDirectory(backupFolder) {
            for name in try ExerciseFiles.list(backupFolder) {
                if let n = Int(name) { highest = max(highest, n) }
            }
        }
        return backupFolder + "/\(highest + 1)"
    }

    /// The first exercise not passed yet.
    public var nextUnpassed: Int? {
        let done = passed
        return exercises.first { !done.contains($0.number) }?.number
    }

    /// The exercise text with `code` put between the markers (to write a solved copy).
    public static func splice(_ exerciseText: String, with code: String) -> String? {
        let lines = ExerciseRunner.lines(exerciseText)
        guard case .success(let m) = ExerciseRunner.markers(lines) else { return nil }
        var codeLines = ExerciseRunner.lines(code)
        if codeLines.last == "" { codeLines.removeLast() }
        return (lines[...m.begin] + codeLines + lines[m.end...]).joined(separator: "\n")
    }
}
