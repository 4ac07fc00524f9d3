-- Mistake: keeps the title header and gives it room, thinking the space is what was missing.
-- Expect: it is a title header (titleForHeaderInSection), a plain label that takes no touches
function list:titleForHeaderInSection(tv, section)
  return sections[section + 1].title
end
function list:heightForHeaderInSection(tv, section) return 40 end
