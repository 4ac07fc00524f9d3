-- Mistake: the other question: whether a drag may take the key's touch later.
-- Expect: must highlight and send touchDown the moment the finger lands
function pad:touchesShouldCancel(view) return true end
