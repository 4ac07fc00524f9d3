import FoundationEssentials
import RespondCore

/// The teaching exercises: shipped files stay as they are; the learner edits
/// copies in a workspace, where a small file keeps progress.
///
/// An exercise file starts with comment lines `-- Exercise: title`, `-- Task: ...`
/// and `-- Hint: ...`; the learner writes between `-- >>> your code` and
/// `-- <<< your code`; the rest checks with `expect(condition, "what went wrong")`.
public struct ExerciseBook {
    public struct Exercise {
        public let number: Int
        public let fileName: String
        public let title: String
        public let hint: String
    }

    public enum Result: Equatable {
        case passed
        /// A check failed: what went wrong, in plain words.
        case failed(String)
        /// The learner's code raised an error (with its location).
        case error(String)
    }

    public static let beginMarker = "-- >>> your code"
    public static let endMarker = "-- <<< your code"

    public let source: String
    public let workspace: String
    public let exercises: [Exercise]
    private var progressPath: String { workspace + "/progress.txt" }

    public init(source: String, workspace: String) throws {
        self.source = source
        self.workspace = workspace
        let fm = FileManager.default
        let names = try fm.contentsOfDirectory(atPath: source).filter { $0.hasSuffix(".lua") }.sorted()
        var list: [Exercise] = []
        for (i, name) in names.enumerated() {
            let text = try String(contentsOfFile: source + "/" + name, encoding: .utf8)
            list.append(Self.parse(text, number: i + 1, fileName: name))
        }
        exercises = list
    }

    static func parse(_ text: String, number: Int, fileName: String) -> Exercise {
        var title = fileName
        var hint: [String] = []
        var inHint = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("--") else { break }
            let body = line.dropFirst(2).drop { $0 == " " }
            if body.hasPrefix("Exercise:") {
                title = String(body.dropFirst("Exercise:".count)).trimmingSpaces
                inHint = false
            } else if body.hasPrefix("Hint:") {
                hint.append(String(body.dropFirst("Hint:".count)).trimmingSpaces)
                inHint = true
            } else if body.hasPrefix("Task:") || body.isEmpty {
                inHint = false
            } else if inHint {
                hint.append(String(body))
            }
        }
        return Exercise(number: number, fileName: fileName, title: title, hint: hint.joined(separator: " "))
    }

    public func exercise(_ number: Int) throws -> Exercise {
        guard number >= 1, number <= exercises.count else {
            throw LuaError(message: "there is no exercise \(number) (there are \(exercises.count))")
        }
        return exercises[number - 1]
    }

    /// The learner's copy of an exercise.
    public func workPath(_ exercise: Exercise) -> String { workspace + "/" + exercise.fileName }

    /// Copies exercises that are not in the workspace yet.
    public func prepareWorkspace() throws {
        let fm = FileManager.default
        try fm.createDirectory(atPath: workspace, withIntermediateDirectories: true)
        for exercise in exercises where !fm.fileExists(atPath: workPath(exercise)) {
            try fm.copyItem(atPath: source + "/" + exercise.fileName, toPath: workPath(exercise))
        }
    }

    public var passed: Set<Int> {
        guard let text = try? String(contentsOfFile: progressPath, encoding: .utf8) else { return [] }
        var out = Set<Int>()
        for line in text.split(separator: "\n") {
            if let name = line.split(separator: " ").first, let exercise = exercises.first(where: { $0.fileName == name }) {
                out.insert(exercise.number)
            }
        }
        return out
    }

    private func record(_ numbers: Set<Int>) throws {
        let lines = numbers.sorted().map { "\(exercises[$0 - 1].fileName) passed\n" }.joined()
        try lines.write(toFile: progressPath, atomically: true, encoding: .utf8)
    }

    /// Runs the learner's copy; a pass is remembered.
    public func check(_ number: Int) throws -> (Result, output: String) {
        let exercise = try self.exercise(number)
        try prepareWorkspace()
        let (result, output) = Self.run(path: workPath(exercise))
        if result == .passed { try record(passed.union([number])) }
        return (result, output)
    }

    /// Runs an exercise file in a fresh engine.
    public static func run(path: String) -> (Result, output: String) {
        let run = ScriptSuite.run(path)
        switch run.outcome {
        case .ok:
            return (.passed, run.output)
        case .error(let message, let traceback):
            if let range = message.firstRange(of: "✗ ") {
                return (.failed(String(message[range.upperBound...])), run.output)
            }
            return (.error(traceback.isEmpty ? message : message + "\n" + traceback), run.output)
        }
    }

    /// Puts the shipped version back (one exercise, or all) and forgets progress for it.
    public func reset(_ number: Int?) throws {
        let fm = FileManager.default
        try fm.createDirectory(atPath: workspace, withIntermediateDirectories: true)
        let targets = try number.map { [try exercise($0)] } ?? exercises
        for exercise in targets {
            try? fm.removeItem(atPath: workPath(exercise))
            try fm.copyItem(atPath: source + "/" + exercise.fileName, toPath: workPath(exercise))
        }
        try record(passed.subtracting(targets.map(\.number)))
    }

    /// The first exercise not passed yet.
    public var nextUnpassed: Int? {
        let done = passed
        return exercises.first { !done.contains($0.number) }?.number
    }

    /// The exercise text with `code` put between the markers (reference solutions).
    public static func splice(_ exerciseText: String, with code: String) -> String? {
        guard let begin = exerciseText.firstRange(of: beginMarker), let end = exerciseText.firstRange(of: endMarker),
              begin.upperBound <= end.lowerBound else { return nil }
        return String(exerciseText[..<begin.upperBound]) + "\n" + code + "\n" + String(exerciseText[end.lowerBound...])
    }
}
