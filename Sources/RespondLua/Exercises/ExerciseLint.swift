import RespondCore

/// `respond-lua exercises lint FILE`: a teacher's new exercise checked the way
/// the test suite checks the shipped ones (ExerciseTests): its header (the
/// fields and their Chinese twins, Difficulty 1 to 3), its markers, the file
/// failing a check as shipped, its reference solution (`solutions/NAME` beside
/// it) passing, and its wrong solutions (`wrong/NN_name/*.lua`) failing. Every
/// problem is the exercise's author's, and said so: `FILE:LINE: error: ...`.
public enum ExerciseLint {
    public struct Problem: Equatable {
        public let isError: Bool
        /// 1-based, when the problem has a line.
        public let line: Int?
        public let words: Words

        public func text(file: String) -> String {
            let place = line.map { "\(file):\($0)" } ?? file
            let kind = isError ? Words("error", "错误") : Words("warning", "警告")
            return "\(place): \(kind.text()): \(words.text())"
        }
    }

    /// The problems of the exercise in `path`, in a fixed order: the header's,
    /// then the markers', then what running it found.
    public static func lint(_ path: String) throws -> [Problem] {
        let text = try ExerciseFiles.read(path)
        let fileName = String(path.split(separator: "/").last ?? Substring(path))
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let number = Int(fileName.prefix { $0.isASCII && $0.isNumber }) ?? 1
        var problems: [Problem] = []
        func error(_ line: Int?, _ en: String, _ zh: String) { problems.append(Problem(isError: true, line: line, words: Words(en, zh))) }
        func warning(_ line: Int?, _ en: String, _ zh: String) { problems.append(Problem(isError: false, line: line, words: Words(en, zh))) }

        // The header.
        let fields = ExerciseBook.headerFields(text)
        func all(_ key: String) -> [(key: String, lines: [String], range: Range<Int>)] { fields.filter { $0.key == key } }
        func line(_ key: String) -> Int? { all(key).first.map { $0.range.lowerBound + 1 } }
        for key in ["Exercise", "Topic", "Difficulty", "Task", "Hint", "Why"] where all(key).isEmpty {
            error(nil, "the header has no `-- \(key):` field", "文件头缺少 `-- \(key):` 字段")
        }
        for key in ["Exercise", "Task", "Why"] where !all(key).isEmpty && all(key + " (zh)").isEmpty {
            error(line(key), "`\(key)` has no Chinese twin `-- \(key) (zh):` (a Chinese reader would see the English)",
                  "`\(key)` 没有对应的中文字段 `-- \(key) (zh):`（读中文的学生会看到英文）")
        }
        let hints = all("Hint").count, hintsZh = all("Hint (zh)").count
        if hints > 0 && hintsZh != hints {
            error(line("Hint (zh)") ?? line("Hint"),
                  "\(hints) `Hint` \(hints == 1 ? "line" : "lines") but \(hintsZh) `Hint (zh)`: each hint level needs its Chinese twin",
                  "有 \(hints) 条 `Hint`，却只有 \(hintsZh) 条 `Hint (zh)`：每一级提示都要有对应的中文")
        }
        if let topic = all("Topic").first?.lines.joined(separator: " "), !topic.isEmpty,
           ExerciseBook.topicNames[topic] == nil, all("Topic (zh)").isEmpty {
            error(line("Topic"), "the topic '\(topic)' is not one of the shipped topics, so it needs `-- Topic (zh):`",
                  "主题“\(topic)”不是随附练习的主题之一，所以需要 `-- Topic (zh):`")
        }
        if let field = all("Difficulty").first {
            let value = field.lines.joined(separator: " ")
            if let n = Int(value), !(1...3).contains(n) {
                error(field.range.lowerBound + 1, "Difficulty must be 1, 2 or 3, not \(n)",
                      "Difficulty 只能是 1、2 或 3，不能是 \(n)")
            } else if Int(value) == nil {
                error(field.range.lowerBound + 1, "Difficulty must be 1, 2 or 3, not '\(value)'",
                      "Difficulty 只能是 1、2 或 3，不能是“\(value)”")
            }
        }
        for key in ExerciseBook.headerKeys where all(key).contains(where: { $0.lines.joined().isEmpty }) {
            error(line(key), "the field `\(key)` is empty", "字段 `\(key)` 是空的")
        }

        // The markers.
        guard case .success = ExerciseRunner.markers(ExerciseRunner.lines(text)) else {
            if case .failure(let problem) = ExerciseRunner.markers(ExerciseRunner.lines(text)) {
                error(nil, "\(problem.message) in the exercise, so a learner's code has no place",
                      "练习中\(problem.message)，所以学生的代码没有位置可放")
            }
            return problems
        }

        // Running it: as shipped it must fail a check; its solutions.
        let exercise = ExerciseBook.parse(text, number: number, fileName: fileName)
        let (asShipped, shippedOutput) = ExerciseRunner.check(shipped: text, copy: text, fileName: fileName,
                                                              number: number, forbid: exercise.forbid)
        switch asShipped {
        case .passed:
            error(nil, "it passes as shipped: the learner has nothing to do", "原样就能通过：学生什么都不用做")
        case .failed: break
        case .error(let report), .broken(let report):
            error(nil, "as shipped it raises an error instead of failing a check: \(firstLine(report))",
                  "原样运行时出错，而不是某项检查不通过：\(firstLine(report))")
            _ = shippedOutput
        }
        let solutionPath = directory + "/solutions/" + fileName
        if ExerciseFiles.exists(solutionPath) {
            let solution = try ExerciseFiles.read(solutionPath)
            let (result, _) = ExerciseRunner.run(shipped: text, fileName: fileName, number: number,
                                                 forbid: exercise.forbid, code: solution)
            if let reason = describe(result) {
                error(nil, "the reference solution \(solutionPath) does not pass: \(reason)",
                      "参考答案 \(solutionPath) 没有通过：\(reason)")
            }
        } else {
            warning(nil, "no reference solution (\(solutionPath)): nothing shows the exercise can be solved",
                    "没有参考答案（\(solutionPath)）：无法确认这道练习做得出来")
        }
        let wrongDirectory = directory + "/wrong/" + String(fileName.dropLast(4))
        let wrongs = ExerciseFiles.isDirectory(wrongDirectory)
            ? try ExerciseFiles.list(wrongDirectory).filter { $0.hasSuffix(".lua") } : []
        if wrongs.isEmpty {
            warning(nil, "no wrong solutions in \(wrongDirectory)/: nothing shows the checks reject a plausible mistake",
                    "\(wrongDirectory)/ 里没有错误答案：无法确认检查能拒绝常见的错误")
        }
        for name in wrongs {
            let wrongPath = wrongDirectory + "/" + name
            let code = try ExerciseFiles.read(wrongPath)
            let (result, _) = ExerciseRunner.run(shipped: text, fileName: fileName, number: number,
                                                 forbid: exercise.forbid, code: code)
            if result == .passed {
                error(nil, "the wrong solution \(wrongPath) passes: the checks accept that mistake",
                      "错误答案 \(wrongPath) 通过了：检查放过了这个错误")
            } else if case .broken(let report) = result {
                error(nil, "the wrong solution \(wrongPath) cannot be checked: \(firstLine(report))",
                      "无法检查错误答案 \(wrongPath)：\(firstLine(report))")
            } else if let message = describe(result) {
                // Its `-- Expect:` words must be in the message the learner would read.
                let expected = code.split(separator: "\n").compactMap { line in
                    line.hasPrefix("-- Expect: ") ? String(line.dropFirst(11)) : nil
                }
                let full: String
                switch result {
                case .failed(let m), .error(let m), .broken(let m): full = m
                case .passed: full = message
                }
                for words in expected where !full.contains(words) {
                    error(nil, "the wrong solution \(wrongPath) fails, but its message does not say \"\(words)\": \(message)",
                          "错误答案 \(wrongPath) 没有通过，但提示里没有“\(words)”：\(message)")
                }
            }
        }
        return problems
    }

    /// What is wrong with an exercise's `Difficulty` (not 1, 2 or 3), or nil:
    /// `list` says it rather than show three stars for a 5.
    public static func difficultyProblem(_ exercise: ExerciseBook.Exercise) -> Words? {
        guard let value = exercise.fields["Difficulty"]?.first, Int(value).map({ (1...3).contains($0) }) != true else { return nil }
        return Words("\(exercise.fileName): Difficulty must be 1, 2 or 3, not '\(value)' (`respond-lua exercises lint FILE` checks an exercise)",
                     "\(exercise.fileName)：Difficulty 只能是 1、2 或 3，不能是“\(value)”（`respond-lua exercises lint FILE` 可以检查练习）")
    }

    /// What went wrong in a run that should have passed, on one line; nil for a pass.
    static func describe(_ result: ExerciseBook.Result) -> String? {
        switch result {
        case .passed: return nil
        case .failed(let message): return "✗ " + firstLine(message)
        case .error(let report), .broken(let report): return firstLine(report)
        }
    }

    static func firstLine(_ s: String) -> String { String(s.prefix { $0 != "\n" }) }

    /// `2 errors, 1 warning` (or that it is clean).
    public static func summary(_ problems: [Problem], file: String) -> String {
        let errors = problems.filter(\.isError).count, warnings = problems.count - errors
        if problems.isEmpty {
            return Words("\(file): no problems found", "\(file)：没有发现问题").text()
        }
        return Words("\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")",
                     "\(errors) 个错误，\(warnings) 个警告").text()
    }
}
