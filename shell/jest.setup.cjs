// jsdom lays nothing out, so it has no element scrolling.
Element.prototype.scrollIntoView = function scrollIntoView() {};
