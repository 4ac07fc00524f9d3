/// Finding the name a script most likely meant: a misspelt property, method,
/// delegate method or action name (LUA_API 3, SPEC 7.3).
public enum Names {
    /// Optimal-string-alignment distance: insertions, deletions, substitutions and
    /// swaps of neighbours each cost one.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }

    /// The name among `names` that `key` is one edit away from (a letter missing,
    /// added, swapped with its neighbour or, in names of five letters or more,
    /// replaced), letter case ignored; nil when `key` is itself one of the names or
    /// none is that close. Short names need a closer match, so that ordinary words
    /// kept as fields (`game` beside `name`) are not taken for typos. When several
    /// are as close, the first in alphabetical order wins (deterministic).
    public static func oneEditAway(from key: String, among names: [String]) -> String? {
        if names.contains(key) { return nil }
        let lower = key.lowercased()
        var best: (name: String, distance: Int)?
        for name in names {
            let nameLower = name.lowercased()
            let distance: Int
            if nameLower == lower {
                distance = 0
            } else {
                if name.count < 4 || abs(name.count - key.count) > 1 { continue }
                guard editDistance(lower, nameLower) == 1 else { continue }
                if name.count < 5, name.count == key.count, !isSwap(lower, nameLower) { continue }
                distance = 1
            }
            if best == nil || distance < best!.distance || (distance == best!.distance && name < best!.name) {
                best = (name, distance)
            }
        }
        return best?.name
    }

    /// The one name among `names` that `key` is two edits away from, letter case
    /// ignored, for long names only (eight letters or more: `cancelsTouchInView`
    /// for `cancelsTouchesInView`), and only when no other name is as close; nil
    /// otherwise. Shorter names would turn ordinary words into typos.
    public static func twoEditsAway(from key: String, among names: [String]) -> String? {
        guard key.count >= 8, !names.contains(key) else { return nil }
        let lower = key.lowercased()
        var found: String?
        for name in names where name.count >= 8 && abs(name.count - key.count) <= 2 {
            guard editDistance(lower, name.lowercased()) <= 2 else { continue }
            if found != nil { return nil }
            found = name
        }
        return found
    }

    /// The action a misspelt action name meant (SPEC 7.3): Objective-C's selector
    /// spelling (`save:` for `save`), or one edit away.
    public static func closestAction(to action: String, among methods: [String]) -> String? {
        if methods.contains(action) { return nil }
        var bare = action
        while bare.hasSuffix(":") { bare.removeLast() }
        if let colon = bare.firstIndex(of: ":") { bare = String(bare[..<colon]) }
        if bare != action, methods.contains(bare) { return bare }
        return oneEditAway(from: bare, among: methods)
    }

    /// Whether `a` becomes `b` by swapping two neighbouring letters.
    private static func isSwap(_ a: String, _ b: String) -> Bool {
        let a = Array(a), b = Array(b)
        guard a.count == b.count else { return false }
        let differ = a.indices.filter { a[$0] != b[$0] }
        return differ.count == 2 && differ[1] == differ[0] + 1 && a[differ[0]] == b[differ[1]] && a[differ[1]] == b[differ[0]]
    }
}
