import RespondCore

/// The teaching exercises: shipped files stay as they are; the learner edits
/// copies in a workspace, where small files keep progress (`progress.txt`) and
/// the hint level reached in each exercise (`hints.txt`).
///
/// An exercise file starts with comment lines `-- Key: text` (continuation lines
/// are indented): `Exercise` (the title), `Topic`, `Difficulty` (1 to 3), `Seed`
/// (the seed article and section it comes from), `Task`, one `Hint` per hint
/// level (gentle first), `Why` (why the reference solution works, shown after a
/// pass), optionally `Forbid: names` and `Formerly: old_name.lua` (the file's
/// name before the exercises were renumbered), and `Checked by`. `Exercise`,
/// `Task`, `Hint` and `Why` have Chinese twins: `Exercise (zh)`, `Task (zh)`,
/// `Hint (zh)` (as many as the English hints), `Why (zh)`. The learner writes
/// between `-- >>> your code` and `-- <<< your code`; checking runs only that
/// code, inside the shipped file (`ExerciseRunner`), whose checks use
/// `expect(condition, "what went wrong", "中文")`.
public struct ExerciseBook {
    public struct Exercise {
        public let number: Int
        public let fileName: String
        public let titleWords: Words
        public let taskWords: Words
        /// The hint levels, the gentlest first.
        public let hintWords: [Words]
        /// Why the reference solution works (shown after a pass); nil when the file has none.
        public let whyWords: Words?
        public let topicWords: Words
        /// 1 to 3 (0 when the file does not say).
        public let difficulty: Int
        /// The `Seed:` field as written: `000 "触摸事件UIEvent"`, or `none (SPEC 11.x)`.
        public let seed: String?
        /// The file's earlier names (`Formerly:`), for workspaces made before a renumbering.
        public let formerly: [String]
        /// Names the learner's code may not use (`engine` and `touches` stand for groups).
        public let forbid: [String]
        /// The header's fields as written: each key with one paragraph per occurrence.
        public let fields: [String: [String]]

        /// In the current language (`Language.current`).
        public var title: String { titleWords.text() }
        public var task: String { taskWords.text() }
        public var hints: [String] { hintWords.map { $0.text() } }
        /// The first hint level.
        public var hint: String { hints.first ?? "" }
        public var why: String? { whyWords?.text() }
        public var topic: String { topicWords.text() }
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
    /// The hint level reached in each exercise: `NN_name.lua 2` a line.
    public var hintsPath: String { workspace + "/hints.txt" }

    /// A command as the learner should type it: `command("check 2")` is
    /// `respond-lua exercises check 2`, with the options this book was opened with.
    public func command(_ words: String) -> String { "respond-lua exercises \(words)\(commandOptions)" }
    public var backupFolder: String { workspace + "/backup" }

    public init(source: String, workspace: String) throws {
        self.source = source
        self.workspace = workspace
        guard ExerciseFiles.isDirectory(source) else {
            throw ExerciseError(Words("there are no exercises in \(source): no such folder",
                                      "\(source) 里没有练习：没有这个文件夹").text(), usage: true)
        }
        let names = try ExerciseFiles.list(source).filter { $0.hasSuffix(".lua") }
        var list: [Exercise] = []
        for (i, name) in names.enumerated() {
            let text = try ExerciseFiles.read(source + "/" + name)
            list.append(Self.parse(text, number: i + 1, fileName: name))
        }
        guard !list.isEmpty else {
            throw ExerciseError(Words("there are no exercises in \(source)", "\(source) 里没有练习").text(), usage: true)
        }
        exercises = list
    }

    /// The text without its leading spaces and tabs, and its trailing spaces,
    /// tabs and carriage return (only the blanks are walked over).
    static func trim(_ s: Substring) -> String {
        let rest = s[(s.firstIndex { $0 != " " && $0 != "\t" } ?? s.endIndex)...]
        guard let last = rest.lastIndex(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) else { return "" }
        return String(rest[...last])
    }

    static let headerKeys = ["Exercise", "Exercise (zh)", "Topic", "Topic (zh)", "Difficulty", "Seed", "Formerly",
                             "Task", "Task (zh)", "Hint", "Hint (zh)", "Why", "Why (zh)", "Forbid",
                             "Checked by", "Checked by (zh)"]

    /// The Chinese names of the topics the shipped exercises use (a file may give
    /// its own with `Topic (zh):`).
    public static let topicNames: [String: String] = [
        "hit testing": "命中测试", "responder chain": "响应者链", "view controllers": "视图控制器",
        "gestures": "手势识别器", "controls": "控件", "first responder and keyboard": "第一响应者与键盘",
        "containers": "容器视图",
    ]

    /// The header's fields: every `-- Key: text` line with its continuation lines
    /// (comment lines indented by three spaces or more), and the line indices of each.
    static func headerFields(_ text: String) -> [(key: String, lines: [String], range: Range<Int>)] {
        var out: [(key: String, lines: [String], range: Range<Int>)] = []
        var open = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.hasPrefix("--") else { break }
            let body = line.dropFirst(2)
            let trimmed = trim(body)
            if let key = headerKeys.first(where: { trimmed.hasPrefix($0) && trimmed.dropFirst($0.count).first == ":" }) {
                out.append((key, [trim(trimmed.dropFirst(key.count + 1))], index..<(index + 1)))
                open = true
            } else if open, body.hasPrefix("   "), !trimmed.isEmpty {
                out[out.count - 1].lines.append(trimmed)
                out[out.count - 1].range = out[out.count - 1].range.lowerBound..<(index + 1)
            } else {
                open = false
            }
        }
        return out
    }

    /// The header of an exercise file.
    static func parse(_ text: String, number: Int, fileName: String) -> Exercise {
        var fields: [String: [String]] = [:]
        for field in headerFields(text) {
            fields[field.key, default: []].append(TextColumns.join(field.lines))
        }
        func first(_ key: String) -> String? { fields[key]?.first.flatMap { $0.isEmpty ? nil : $0 } }
        func words(_ key: String, _ fallback: String = "") -> Words {
            let en = first(key) ?? fallback
            return Words(en, first(key + " (zh)") ?? en)
        }
        let forbid = (fields["Forbid"] ?? []).joined(separator: " ").split { $0 == " " || $0 == "," }.map(String.init)
        let hints = fields["Hint"] ?? []
        let chineseHints = fields["Hint (zh)"] ?? []
        let hintWords = hints.enumerated().map { i, en in Words(en, i < chineseHints.count ? chineseHints[i] : en) }
        let topic = first("Topic") ?? ""
        let topicWords = Words(topic.isEmpty ? "Exercises" : topic.prefix(1).uppercased() + topic.dropFirst(),
                               first("Topic (zh)") ?? topicNames[topic] ?? (topic.isEmpty ? "练习" : topic))
        let formerly = (fields["Formerly"] ?? []).flatMap { $0.split { $0 == " " || $0 == "," }.map(String.init) }
        return Exercise(number: number, fileName: fileName, titleWords: words("Exercise", fileName),
                        taskWords: words("Task"), hintWords: hintWords,
                        whyWords: first("Why").map { Words($0, first("Why (zh)") ?? $0) },
                        topicWords: topicWords, difficulty: Int(first("Difficulty") ?? "") ?? 0, seed: first("Seed"),
                        formerly: formerly, forbid: forbid, fields: fields)
    }

    public func exercise(_ number: Int) throws -> Exercise {
        guard number >= 1, number <= exercises.count else {
            throw ExerciseError(Words("there is no exercise \(number) (they are numbered 1 to \(exercises.count))",
                                      "没有练习 \(number)（练习编号是 1 到 \(exercises.count)）").text(), usage: true)
        }
        return exercises[number - 1]
    }

    /// The learner's copy of an exercise.
    public func workPath(_ exercise: Exercise) -> String { workspace + "/" + exercise.fileName }

    public func shippedPath(_ exercise: Exercise) -> String { source + "/" + exercise.fileName }

    /// The reference solution shipped beside the exercises (`solutions/NN_name.lua`), when there is one.
    public func solutionPath(_ exercise: Exercise) -> String? {
        let path = source + "/solutions/" + exercise.fileName
        return ExerciseFiles.exists(path) ? path : nil
    }

    public func shippedText(_ exercise: Exercise) throws -> String { try ExerciseFiles.read(shippedPath(exercise)) }

    /// The learner's copy as it is first written (`learnerCopy`): a short header
    /// in the learner's language, then the shipped set-up, their part and the checks.
    public func workspaceText(_ exercise: Exercise, in language: Language = Language.current) throws -> String {
        Self.learnerCopy(try shippedText(exercise), exercise: exercise, in: language)
    }

    /// The most lines the learner's copy opens with before its code.
    public static let copyHeaderLimit = 12
    /// The columns the copy's header is wrapped at.
    static let copyHeaderWidth = 88

    /// The learner's copy: at most `copyHeaderLimit` lines before the code, in
    /// the current language only: the title, the task, and one line saying how
    /// to check and how to get a hint, then a blank line and the shipped file
    /// from its first line of code on. The hints, the Why and the teacher's
    /// fields stay in the shipped file (`hint N` and a passing `check N` give
    /// them). Line numbers differ from the shipped file's: `ExerciseRunner`
    /// lays out the text it runs so that errors name the copy's lines.
    static func learnerCopy(_ text: String, exercise: Exercise, in language: Language = Language.current) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var body = lines.drop { $0.hasPrefix("--") && !ExerciseRunner.opensLongComment($0) }
        while let first = body.first, ExerciseBook.trim(first).isEmpty, body.count > 1 { body = body.dropFirst() }
        let number = exercise.number
        let title = Words("-- Exercise \(number): \(exercise.titleWords.en)", "-- 练习 \(number)：\(exercise.titleWords.zh)").text(in: language)
        let how = Words("-- Check: `respond-lua exercises check \(number)`   Hint: `respond-lua exercises hint \(number)`",
                        "-- 检查：`respond-lua exercises check \(number)`   提示：`respond-lua exercises hint \(number)`").text(in: language)
        let taskText = Words("Task: " + exercise.taskWords.en, "任务：" + exercise.taskWords.zh).text(in: language)
        var task = TextColumns.wrap(taskText, width: copyHeaderWidth, indent: "--   ", indentFirst: false)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        task[0] = "-- " + task[0]
        let room = copyHeaderLimit - 3   // the title, the line on checking, the blank line
        if task.count > room {
            task = Array(task.prefix(room - 1))
            task.append(Words("--   … (the whole task: `respond-lua exercises watch`)", "--   ……（完整的任务见 `respond-lua exercises watch`）").text(in: language))
        }
        return ([title] + task + [how, ""] + body.map(String.init)).joined(separator: "\n")
    }

    /// Makes the workspace if needed, brings copies made under the exercises'
    /// earlier names up to date (`Formerly:`), and copies the exercises that are
    /// not there yet. Returns whether the workspace folder was made now.
    @discardableResult
    public func prepareWorkspace() throws -> Bool {
        let made = !ExerciseFiles.isDirectory(workspace)
        do {
            try ExerciseFiles.makeDirectory(workspace)
        } catch let error as ExerciseError {
            throw ExerciseError(Words("cannot use the workspace: \(error.message)", "无法使用工作区：\(error.message)").text())
        }
        if !made { try migrate() }
        for exercise in exercises where !ExerciseFiles.exists(workPath(exercise)) {
            try ExerciseFiles.write(try workspaceText(exercise), to: workPath(exercise))
        }
        return made
    }

    /// A copy under an exercise's former name is renamed to its present name when
    /// that is missing, and its lines in progress.txt and hints.txt follow it.
    /// Every rename is worked out before any is made, so that a name freed by one
    /// exercise and taken by another cannot confuse them.
    func migrate() throws {
        var renames: [(from: String, to: String)] = []
        for exercise in exercises where !ExerciseFiles.exists(workPath(exercise)) {
            if let old = exercise.formerly.first(where: { ExerciseFiles.exists(workspace + "/" + $0) && $0 != exercise.fileName }) {
                renames.append((old, exercise.fileName))
            }
        }
        for (from, to) in renames {
            try ExerciseFiles.rename(workspace + "/" + from, to: workspace + "/" + to)
        }
        // Progress and hint lines under a former name, whether or not the copy was there.
        for path in [progressPath, hintsPath] {
            guard let text = try? ExerciseFiles.read(path) else { continue }
            var lines = text.split(separator: "\n").map(String.init)
            var changed = false
            let present = Set(lines.compactMap { $0.split(separator: " ").first.map(String.init) })
            for (i, line) in lines.enumerated() {
                guard let name = line.split(separator: " ").first.map(String.init),
                      !exercises.contains(where: { $0.fileName == name }),
                      let exercise = exercises.first(where: { $0.formerly.contains(name) }),
                      !present.contains(exercise.fileName) else { continue }
                lines[i] = exercise.fileName + line.dropFirst(name.count)
                changed = true
            }
            if changed { try ExerciseFiles.write(lines.map { $0 + "\n" }.joined(), to: path) }
        }
    }

    /// The exercise a line of progress.txt or hints.txt names (by its name or a former one).
    private func exercise(named name: Substring) -> Exercise? {
        exercises.first { $0.fileName == name } ?? exercises.first { $0.formerly.contains(String(name)) }
    }

    public var passed: Set<Int> {
        guard let text = try? ExerciseFiles.read(progressPath) else { return [] }
        return progress(in: text)
    }

    private func progress(in text: String) -> Set<Int> {
        var out = Set<Int>()
        for line in text.split(separator: "\n") {
            if let name = line.split(separator: " ").first, let exercise = exercise(named: name) {
                out.insert(exercise.number)
            }
        }
        return out
    }

    private func progressText(_ numbers: Set<Int>) -> String {
        numbers.sorted().map { "\(exercises[$0 - 1].fileName) passed\n" }.joined()
    }

    // MARK: Hints

    /// How many hint levels of each exercise the learner has seen.
    public var hintLevels: [Int: Int] {
        guard let text = try? ExerciseFiles.read(hintsPath) else { return [:] }
        var out: [Int: Int] = [:]
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count >= 2, let exercise = exercise(named: words[0]), let level = Int(words[1]), level > 0 {
                out[exercise.number] = level
            }
        }
        return out
    }

    private func hintsText(_ levels: [Int: Int]) -> String {
        levels.filter { $0.value > 0 }.sorted { $0.key < $1.key }
            .map { "\(exercises[$0.key - 1].fileName) \($0.value)\n" }.joined()
    }

    /// The next hint of exercise `number`: the level after the last one given
    /// (the last level again once all were given), remembered in hints.txt.
    public func nextHint(_ number: Int) throws -> (level: Int, of: Int, text: String) {
        let exercise = try self.exercise(number)
        let hints = exercise.hints
        guard !hints.isEmpty else {
            throw ExerciseError(Words("exercise \(number) has no hints", "练习 \(number) 没有提示").text())
        }
        var levels = hintLevels
        let level = min((levels[number] ?? 0) + 1, hints.count)
        if levels[number] != level {
            levels[number] = level
            try ExerciseFiles.write(hintsText(levels), to: hintsPath)
        }
        return (level, hints.count, hints[level - 1])
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

    /// Puts the shipped version back (one exercise, or all) and forgets progress
    /// and hint levels for it. Whatever it overwrites that differs from the
    /// shipped version (the learner's copies, the progress and hints files) is
    /// first saved in a new numbered folder, `backup/1`, `backup/2`, ...
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
                let copy = try ExerciseFiles.read(workPath(exercise), keepingLineEnds: true)
                // A fresh copy written in the other language is no work of the learner's either.
                let fresh = [text] + Language.allCases.map { (try? workspaceText(exercise, in: $0)) ?? text }
                if !fresh.contains(copy) { saves.append((exercise.fileName, copy)) }
            }
        }
        let oldProgress = try? ExerciseFiles.read(progressPath)
        let newProgress = progressText(passed.subtracting(targets.map(\.number)))
        if let oldProgress, oldProgress != newProgress { saves.append(("progress.txt", oldProgress)) }
        let oldHints = try? ExerciseFiles.read(hintsPath)
        let newHints = hintsText(hintLevels.filter { level in !targets.contains { $0.number == level.key } })
        if let oldHints, oldHints != newHints { saves.append(("hints.txt", oldHints)) }

        var folder: String?
        if !saves.isEmpty {
            let backup = try nextBackupFolder()
            try ExerciseFiles.makeDirectory(backup)
            for save in saves { try ExerciseFiles.write(save.text, to: backup + "/" + save.name) }
            folder = backup
        }
        for (exercise, text) in shipped { try ExerciseFiles.write(text, to: workPath(exercise)) }
        if oldProgress != nil || !newProgress.isEmpty { try ExerciseFiles.write(newProgress, to: progressPath) }
        if oldHints != nil && oldHints != newHints { try ExerciseFiles.write(newHints, to: hintsPath) }
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

    /// The first exercise not passed yet: the current exercise, which `check`
    /// and `hint` take when no number is given.
    public var nextUnpassed: Int? {
        let done = passed
        return exercises.first { !done.contains($0.number) }?.number
    }

    /// The first exercise not passed yet after `number`, coming round to the
    /// start (`watch`'s `n`); nil when every other exercise passes.
    public func nextUnpassed(after number: Int) -> Int? {
        let done = passed
        let order = exercises.filter { $0.number > number } + exercises.filter { $0.number < number }
        return order.first { !done.contains($0.number) }?.number
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
