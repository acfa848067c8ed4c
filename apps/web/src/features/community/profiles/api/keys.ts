export const profilesKeys = {
  all: ['community', 'profiles'] as const,
  profile: (userId: number) => ['community', 'profiles', 'show', userId] as const,
  friends: (userId: number, q: string) => ['community', 'profiles', 'friends', userId, q] as const,
  requests: () => ['community', 'profiles', 'requests'] as const,
  photos: (userId: number) => ['community', 'profiles', 'photos', userId] as const,
  posts: (userId: number) => ['community', 'profiles', 'posts', userId] as const,
};
